<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>StatsSession</name>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="88"/>
        <source>cannot create the output directory %1</source>
        <translation>Das Ausgabeverzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="98"/>
        <source>lost the Docker daemon (%1); reconnecting</source>
        <translation>Verbindung zum Docker-Daemon verloren (%1); verbinde neu</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="101"/>
        <source>Docker daemon back; streams resumed</source>
        <translation>Docker-Daemon wieder da; Datenströme laufen weiter</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="111"/>
        <source>container &apos;%1&apos;: %2</source>
        <translation>Container „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="117"/>
        <source>container &apos;%1&apos; was removed</source>
        <translation>Container „%1“ wurde entfernt</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="117"/>
        <source>container &apos;%1&apos; stopped</source>
        <translation>Container „%1“ wurde angehalten</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="153"/>
        <source>stats: %1 records, %2 events, %3 s left</source>
        <translation>Statistik: %1 Datensätze, %2 Ereignisse, noch %3 s</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="179"/>
        <source>stats: %1 records and %2 events written to %3</source>
        <translation>Statistik: %1 Datensätze und %2 Ereignisse nach %3 geschrieben</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/cli_support.cpp" line="43"/>
        <source> (see --help)</source>
        <translation> (siehe --help)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_support.cpp" line="58"/>
        <source>--%1 must be a whole number of at least %2, not &apos;%3&apos;</source>
        <translation>--%1 muss eine ganze Zahl von mindestens %2 sein, nicht „%3“</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="26"/>
        <source>Usage: containerperf-cli COMMAND [OPTIONS]

Commands:
</source>
        <translation>Aufruf: containerperf-cli BEFEHL [OPTIONEN]

Befehle:
</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="29"/>
        <source>
&apos;containerperf-cli COMMAND --help&apos; describes a command&apos;s options.
</source>
        <translation>
„containerperf-cli BEFEHL --help“ beschreibt die Optionen eines Befehls.
</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="55"/>
        <source>unknown command &apos;%1&apos;; run &apos;containerperf-cli --help&apos; for the list</source>
        <translation>unbekannter Befehl „%1“; „containerperf-cli --help“ zeigt die Liste</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="29"/>
        <source>run %1/%2  %3 s  %4 samples  %5 req/s  %6 errors</source>
        <translation>Lauf %1/%2  %3 s  %4 Messwerte  %5 Anfr./s  %6 Fehler</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="37"/>
        <source>  %1 late sends</source>
        <translation>  %1 verspätete Sendungen</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="39"/>
        <source>  ETA %1 s</source>
        <translation>  noch %1 s</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="47"/>
        <source>run %1 %2: %3 requests, %4 accepted, %5 errors, %6 req/s</source>
        <translation>Lauf %1 %2: %3 Anfragen, %4 angenommen, %5 Fehler, %6 Anfr./s</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="55"/>
        <source>, latency median %1, p99 %2</source>
        <translation>, Latenz Median %1, p99 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="59"/>
        <source>, %1 late sends</source>
        <translation>, %1 verspätete Sendungen</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="22"/>
        <source>--%1 takes a duration such as 10s, 500ms or 2m, not &apos;%2&apos;</source>
        <translation>--%1 erwartet eine Dauer wie 10s, 500ms oder 2m, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="34"/>
        <source>--rate takes requests per second R or a ramp R1:R2 of non-negative numbers, not &apos;%1&apos;</source>
        <translation>--rate erwartet Anfragen pro Sekunde R oder eine Rampe R1:R2 aus nicht negativen Zahlen, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="50"/>
        <source>--%1 takes a comma-separated list of %2, not &apos;%3&apos;</source>
        <translation>--%1 erwartet eine kommagetrennte Liste von %2, nicht „%3“</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="51"/>
        <source>whole numbers</source>
        <translation>ganzen Zahlen</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="51"/>
        <source>numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="57"/>
        <source>--%1 needs at least one value</source>
        <translation>--%1 braucht mindestens einen Wert</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="67"/>
        <source>URL to load (http:// or https://).</source>
        <translation>Zu belastende URL (http:// oder https://).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="68"/>
        <source>HTTP method (default POST, the seed client&apos;s).</source>
        <translation>HTTP-Methode (Vorgabe POST, wie der Seed-Client).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="69"/>
        <source>Request header &apos;Name: value&apos;; repeatable.</source>
        <translation>Anfrage-Header „Name: Wert“; wiederholbar.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="71"/>
        <source>Body template: {{msg}}, {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}. POST default: message={{msg}}.</source>
        <translation>Body-Vorlage: {{msg}}, {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}. Vorgabe bei POST: message={{msg}}.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="74"/>
        <source>Run type: continuous (closed loop), rate (open loop), or SeBS perf-cost batches: warm, cold, burst, sequential.</source>
        <translation>Laufart: continuous (geschlossene Schleife), rate (offene Schleife) oder SeBS-perf-cost-Stapel: warm, cold, burst, sequential.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="77"/>
        <source>warm/cold/burst/sequential: samples to accept (default 10).</source>
        <translation>warm/cold/burst/sequential: anzunehmende Messwerte (Vorgabe 10).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="80"/>
        <source>Bind the endpoint to this container: stream its stats and events; needed for cold, burst and sweeps. Repeatable.</source>
        <translation>Den Endpunkt an diesen Container binden: seine Statistik und Ereignisse mitschreiben; nötig für cold, burst und Reihen. Wiederholbar.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="83"/>
        <source>Memory limits to sweep, MiB, comma-separated (e.g. 128,256).</source>
        <translation>Zu durchlaufende Speichergrenzen in MiB, kommagetrennt (z. B. 128,256).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="85"/>
        <source>CPU limits to sweep, cores, comma-separated (e.g. 0.5,1).</source>
        <translation>Zu durchlaufende CPU-Grenzen in Kernen, kommagetrennt (z. B. 0.5,1).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="86"/>
        <source>Message lengths to sweep, comma-separated.</source>
        <translation>Zu durchlaufende Nachrichtenlängen, kommagetrennt.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="87"/>
        <source>perf-cost: pause before and after each batch (default 5s, SeBS&apos;s).</source>
        <translation>perf-cost: Pause vor und nach jedem Stapel (Vorgabe 5s, wie SeBS).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="89"/>
        <source>How cold starts are enforced: restart (default), stop-start or recreate.</source>
        <translation>Wie Kaltstarts erzwungen werden: restart (Vorgabe), stop-start oder recreate.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="91"/>
        <source>Concurrent connections (rate: the most to open).</source>
        <translation>Gleichzeitige Verbindungen (rate: höchstens so viele).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="93"/>
        <source>How long to load (default 10s; 0 with --requests: count only).</source>
        <translation>Wie lange belastet wird (Vorgabe 10s; 0 mit --requests: nur nach Anzahl).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="94"/>
        <source>How many requests to send.</source>
        <translation>Wie viele Anfragen gesendet werden.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="95"/>
        <source>Open loop rate in requests/s, or a ramp R1:R2.</source>
        <translation>Rate der offenen Schleife in Anfragen/s oder eine Rampe R1:R2.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="96"/>
        <source>Length of the random message {{msg}} (default 5).</source>
        <translation>Länge der zufälligen Nachricht {{msg}} (Vorgabe 5).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="98"/>
        <source>Per-request timeout (default 9s).</source>
        <translation>Zeitlimit je Anfrage (Vorgabe 9s).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="99"/>
        <source>Load for this long before measuring; discarded (default 0s).</source>
        <translation>So lange vor dem Messen belasten; wird verworfen (Vorgabe 0s).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="101"/>
        <source>Load engine: socket (default) or qnam.</source>
        <translation>Lastgenerator: socket (Vorgabe) oder qnam.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="102"/>
        <source>Load generator threads (default: one per core).</source>
        <translation>Threads des Lastgenerators (Vorgabe: einer je Kern).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="104"/>
        <source>default, or seed to also write the seed&apos;s client.json.</source>
        <translation>default, oder seed, um zusätzlich die client.json des Seeds zu schreiben.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="114"/>
        <source>--url is required</source>
        <translation>--url fehlt</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="122"/>
        <source>--url &apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>--url „%1“ ist keine http://- oder https://-URL mit Host</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="129"/>
        <source>--method &apos;%1&apos; is not an HTTP method</source>
        <translation>--method „%1“ ist keine HTTP-Methode</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="135"/>
        <source>--header &apos;%1&apos; is not of the form &apos;Name: value&apos;</source>
        <translation>--header „%1“ hat nicht die Form „Name: Wert“</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="158"/>
        <source>--type &apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</source>
        <translation>--type „%1“ ist nicht eines von continuous, rate, warm, cold, burst, sequential</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="169"/>
        <source>--cold-start &apos;%1&apos; is not one of restart, stop-start, recreate</source>
        <translation>--cold-start „%1“ ist nicht eines von restart, stop-start, recreate</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="212"/>
        <source>--type rate needs --rate R or --rate R1:R2</source>
        <translation>--type rate braucht --rate R oder --rate R1:R2</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="222"/>
        <source>--engine &apos;%1&apos; is not one of socket, qnam</source>
        <translation>--engine „%1“ ist nicht eines von socket, qnam</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="227"/>
        <source>--format &apos;%1&apos; is not one of default, seed</source>
        <translation>--format „%1“ ist nicht eines von default, seed</translation>
    </message>
    <message>
        <location filename="../app/cli/experiment_driver.cpp" line="39"/>
        <source>the target never answered: every request failed (see the error classes above); check the URL and that the service is up</source>
        <translation>das Ziel hat nie geantwortet: jede Anfrage ist fehlgeschlagen (siehe die Fehlerklassen oben); prüfen Sie die URL und ob der Dienst läuft</translation>
    </message>
    <message>
        <location filename="../app/cli/experiment_driver.cpp" line="70"/>
        <source>interrupted: stopping and writing the results</source>
        <translation>unterbrochen: beende und schreibe die Ergebnisse</translation>
    </message>
    <message>
        <location filename="../app/cli/experiment_driver.cpp" line="87"/>
        <source>results in %1</source>
        <translation>Ergebnisse in %1</translation>
    </message>
</context>
<context>
    <name>cli::AnalyzeReport</name>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="113"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="113"/>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="113"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="113"/>
        <source>std</source>
        <translation>Std.</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="114"/>
        <source>cv</source>
        <translation>VK</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="114"/>
        <source>min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="114"/>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="115"/>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="115"/>
        <source>max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="115"/>
        <source>95% CI median</source>
        <translation>95-%-KI Median</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="116"/>
        <source>95% CI mean</source>
        <translation>95-%-KI Mittel</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="175"/>
        <source>Median of %1%2
</source>
        <translation>Median von %1%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="176"/>
        <source>  A  %1  n = %2  median = %3
</source>
        <translation>  A  %1  n = %2  Median = %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="180"/>
        <source>  B  %1  n = %2  median = %3
</source>
        <translation>  B  %1  n = %2  Median = %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="184"/>
        <source>median(B) - median(A) = %1
</source>
        <translation>Median(B) − Median(A) = %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="186"/>
        <source>95% CI %1 (percentile bootstrap, %2 resamples, seed %3)
</source>
        <translation>95-%-KI %1 (Perzentil-Bootstrap, %2 Wiederholungen, Startwert %3)
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="191"/>
        <source>95% CI: none, a group has fewer than %1 values
</source>
        <translation>95-%-KI: keines, eine Gruppe hat weniger als %1 Werte
</translation>
    </message>
</context>
<context>
    <name>cp</name>
    <message>
        <location filename="../core/results/summary_json.cpp" line="73"/>
        <source>unknown run type &apos;%1&apos;</source>
        <translation>unbekannte Laufart „%1“</translation>
    </message>
    <message>
        <location filename="../core/results/summary_json.cpp" line="114"/>
        <source>not a ContainerPerf summary (its &quot;format&quot; is not containerperf-summary/1)</source>
        <translation>keine ContainerPerf-Zusammenfassung (ihr „format“ ist nicht containerperf-summary/1)</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="104"/>
        <source>&apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>„%1“ ist keine http://- oder https://-URL mit Host</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="106"/>
        <source>missing: every endpoint needs a URL</source>
        <translation>fehlt: jeder Endpunkt braucht eine URL</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="112"/>
        <source>&apos;%1&apos; is not an HTTP method</source>
        <translation>„%1“ ist keine HTTP-Methode</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="122"/>
        <source>&apos;%1&apos; is not of the form &apos;Name: value&apos;</source>
        <translation>„%1“ hat nicht die Form „Name: Wert“</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="147"/>
        <source>expected an endpoint object</source>
        <translation>erwartet wird ein Endpunkt-Objekt</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="161"/>
        <source>&apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</source>
        <translation>„%1“ ist nicht eines von continuous, rate, warm, cold, burst, sequential</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="200"/>
        <source>&apos;%1&apos; is not one of socket, qnam</source>
        <translation>„%1“ ist nicht eines von socket, qnam</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="208"/>
        <source>&apos;%1&apos; is not one of restart, stop-start, recreate</source>
        <translation>„%1“ ist nicht eines von restart, stop-start, recreate</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="254"/>
        <source>&apos;%1&apos; is not one of warm, cold, burst, sequential</source>
        <translation>„%1“ ist nicht eines von warm, cold, burst, sequential</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="257"/>
        <source>missing: list the run types, e.g. [&quot;cold&quot;, &quot;warm&quot;]</source>
        <translation>fehlt: die Laufarten auflisten, z. B. [&quot;cold&quot;, &quot;warm&quot;]</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="292"/>
        <source>experiments.perf-cost: missing; this SeBS configuration has no perf-cost experiment</source>
        <translation>experiments.perf-cost: fehlt; diese SeBS-Konfiguration hat kein perf-cost-Experiment</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="304"/>
        <source>format: missing; a ContainerPerf experiment file starts with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>format: fehlt; eine ContainerPerf-Experimentdatei beginnt mit &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="306"/>
        <source>format: &apos;%1&apos; is not a format this version reads (%2)</source>
        <translation>format: „%1“ ist kein Format, das diese Version liest (%2)</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="321"/>
        <location filename="../core/results/csv_journal.cpp" line="20"/>
        <source>cannot read %1: %2</source>
        <translation>%1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="327"/>
        <source>%1 is not valid JSON: %2 at byte %3</source>
        <translation>%1 ist kein gültiges JSON: %2 bei Byte %3</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="331"/>
        <source>%1: the experiment must be a JSON object</source>
        <translation>%1: das Experiment muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="29"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="31"/>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="33"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="35"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="37"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="39"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="43"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../core/results/csv_journal.cpp" line="25"/>
        <location filename="../core/results/csv_journal.cpp" line="31"/>
        <location filename="../core/results/csv_journal.cpp" line="37"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="19"/>
        <source>%1%2 is below the minimum of %3%2</source>
        <translation>%1%2 liegt unter dem Minimum von %3%2</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="21"/>
        <source>%1%2 is above the maximum of %3%2</source>
        <translation>%1%2 liegt über dem Maximum von %3%2</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="39"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
</context>
<context>
    <name>cp::BoundContainers</name>
    <message>
        <location filename="../core/run/bound_containers.cpp" line="30"/>
        <source>no stats record showed the memory limit of %1 MiB within %2 s; measuring anyway</source>
        <translation>kein Statistikdatensatz zeigte innerhalb von %2 s die Speichergrenze von %1 MiB; es wird trotzdem gemessen</translation>
    </message>
    <message>
        <location filename="../core/run/bound_containers.cpp" line="86"/>
        <source>container &apos;%1&apos; publishes port %2 of %3 on a host port Docker chose, which changes at every restart, so cold and burst runs would lose the endpoint: publish it on a fixed port (docker run -p 127.0.0.1:%2:PORT …)</source>
        <translation>Container „%1“ veröffentlicht Port %2 von %3 auf einem von Docker gewählten Host-Port, der sich bei jedem Neustart ändert, sodass cold- und burst-Läufe den Endpunkt verlieren würden: ihn auf einem festen Port veröffentlichen (docker run -p 127.0.0.1:%2:PORT …)</translation>
    </message>
</context>
<context>
    <name>cp::ColdStartController</name>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="108"/>
        <source>could not restart &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht neu gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="124"/>
        <location filename="../core/run/cold_start_controller.cpp" line="165"/>
        <source>could not stop &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht angehalten werden: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="139"/>
        <source>could not start &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="155"/>
        <source>could not inspect &apos;%1&apos; to recreate it: %2</source>
        <translation>„%1“ konnte zum Neuanlegen nicht untersucht werden: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="173"/>
        <source>could not remove &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="181"/>
        <source>could not create &apos;%1&apos; again: %2</source>
        <translation>„%1“ konnte nicht neu angelegt werden: %2</translation>
    </message>
</context>
<context>
    <name>cp::ContainerControl</name>
    <message>
        <location filename="../core/run/container_control.cpp" line="58"/>
        <source>the Docker address is not usable: %1</source>
        <translation>die Docker-Adresse ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="62"/>
        <source>the experiment&apos;s docker_host</source>
        <translation>docker_host des Experiments</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="93"/>
        <source>the Docker daemon at %1 did not describe itself: %2</source>
        <translation>der Docker-Daemon unter %1 hat sich nicht beschrieben: %2</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="116"/>
        <source>container &apos;%1&apos; does not exist on %2; check the name with &apos;docker ps -a&apos;</source>
        <translation>Container „%1“ gibt es auf %2 nicht; den Namen mit „docker ps -a“ prüfen</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="119"/>
        <source>cannot inspect container &apos;%1&apos;: %2</source>
        <translation>Container „%1“ kann nicht untersucht werden: %2</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="135"/>
        <source>container &apos;%1&apos; is %2, not running: start it first (&apos;docker start %1&apos;)</source>
        <translation>Container „%1“ ist %2, läuft also nicht: zuerst starten („docker start %1“)</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="187"/>
        <source>Docker refused to change the limits of &apos;%1&apos; (%2): %3</source>
        <translation>Docker hat die Grenzen von „%1“ nicht geändert (%2): %3</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="197"/>
        <source>cannot read back the limits of &apos;%1&apos;: %2</source>
        <translation>die Grenzen von „%1“ können nicht zurückgelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="249"/>
        <source>could not restore the original limits of &apos;%1&apos;: %2</source>
        <translation>die ursprünglichen Grenzen von „%1“ konnten nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="257"/>
        <source>the limits of &apos;%1&apos; read back as memory %2 B, %3 nano-CPUs after restoring memory %4 B, %5 nano-CPUs</source>
        <translation>die Grenzen von „%1“ lauten nach dem Wiederherstellen von Speicher %4 B, %5 Nano-CPUs zurückgelesen Speicher %2 B, %3 Nano-CPUs</translation>
    </message>
</context>
<context>
    <name>cp::ContainerListModel</name>
    <message>
        <location filename="../ui/container_list_model.cpp" line="28"/>
        <source>%1
%2
%3</source>
        <translation>%1
%2
%3</translation>
    </message>
    <message>
        <location filename="../ui/container_list_model.cpp" line="56"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/container_list_model.cpp" line="57"/>
        <source>Image</source>
        <translation>Abbild</translation>
    </message>
    <message>
        <location filename="../ui/container_list_model.cpp" line="58"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../ui/container_list_model.cpp" line="59"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../ui/container_list_model.cpp" line="60"/>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <location filename="../ui/container_list_model.cpp" line="61"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
</context>
<context>
    <name>cp::CsvJournal</name>
    <message>
        <location filename="../core/results/csv_journal.cpp" line="57"/>
        <source>cannot create the output directory %1</source>
        <translation>Das Ausgabeverzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/results/csv_journal.cpp" line="62"/>
        <location filename="../core/results/csv_journal.cpp" line="71"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/results/csv_journal.cpp" line="80"/>
        <source>the journal %1 is not open</source>
        <translation>das Journal %1 ist nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>cp::DockerClient</name>
    <message>
        <location filename="../core/docker/docker_client.cpp" line="32"/>
        <source>no Docker daemon answers at %1 (%2): %3. Start the daemon (e.g. &apos;sudo systemctl start docker&apos; or run dockerd), make sure you may use its socket (add yourself to the docker group: &apos;sudo usermod -aG docker $USER&apos;, then log in again), or point DOCKER_HOST at the right daemon.</source>
        <translation>unter %1 (%2) antwortet kein Docker-Daemon: %3. Den Daemon starten (z. B. „sudo systemctl start docker“ oder dockerd ausführen), sicherstellen, dass Sie seinen Socket benutzen dürfen (sich zur Gruppe docker hinzufügen: „sudo usermod -aG docker $USER“, dann neu anmelden), oder DOCKER_HOST auf den richtigen Daemon setzen.</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_client.cpp" line="35"/>
        <source>chosen address</source>
        <translation>gewählte Adresse</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_client.cpp" line="76"/>
        <source>the daemon at %1 reports an API version &apos;%2&apos; that ContainerPerf cannot read</source>
        <translation>der Daemon unter %1 meldet eine API-Version „%2“, die ContainerPerf nicht lesen kann</translation>
    </message>
</context>
<context>
    <name>cp::DockerConnection</name>
    <message>
        <location filename="../core/docker/docker_connection.cpp" line="53"/>
        <source>Docker address not usable: %1</source>
        <translation>Docker-Adresse nicht verwendbar: %1</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_connection.cpp" line="57"/>
        <source>Docker: connecting to %1…</source>
        <translation>Docker: verbinde mit %1…</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_connection.cpp" line="72"/>
        <source>Podman</source>
        <translation>Podman</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_connection.cpp" line="72"/>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_connection.cpp" line="74"/>
        <source>%1 %2 at %3 (API %4)</source>
        <translation>%1 %2 unter %3 (API %4)</translation>
    </message>
</context>
<context>
    <name>cp::DockerEndpoint</name>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="62"/>
        <source>&apos;%1&apos; is not a Docker host address; use unix:///path/to/docker.sock or tcp://host:port</source>
        <translation>„%1“ ist keine Docker-Host-Adresse; unix:///pfad/zu/docker.sock oder tcp://host:port verwenden</translation>
    </message>
</context>
<context>
    <name>cp::DockerEndpointResolver</name>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="121"/>
        <source>the Docker context &apos;%1&apos; is selected but %2 cannot be read; run &apos;docker context use default&apos; or set DOCKER_HOST</source>
        <translation>der Docker-Kontext „%1“ ist gewählt, aber %2 ist nicht lesbar; „docker context use default“ ausführen oder DOCKER_HOST setzen</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="131"/>
        <source>context %1</source>
        <translation>Kontext %1</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="155"/>
        <source>default socket</source>
        <translation>Standard-Socket</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="161"/>
        <source>Podman socket</source>
        <translation>Podman-Socket</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="163"/>
        <source>rootless Podman socket</source>
        <translation>rootless-Podman-Socket</translation>
    </message>
</context>
<context>
    <name>cp::DockerReply</name>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="59"/>
        <source>no answer from %1 within the time limit</source>
        <translation>keine Antwort von %1 innerhalb des Zeitlimits</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="60"/>
        <source>the answer from %1 did not complete in time</source>
        <translation>die Antwort von %1 wurde nicht rechtzeitig fertig</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="102"/>
        <source>TLS to %1 failed: %2 (check DOCKER_CERT_PATH)</source>
        <translation>TLS zu %1 fehlgeschlagen: %2 (DOCKER_CERT_PATH prüfen)</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="118"/>
        <location filename="../core/docker/docker_reply.cpp" line="139"/>
        <source>cannot talk to %1: %2</source>
        <translation>keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="131"/>
        <source>the socket %1 does not exist</source>
        <translation>den Socket %1 gibt es nicht</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="134"/>
        <source>permission denied on %1</source>
        <translation>Zugriff auf %1 verweigert</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="137"/>
        <source>nothing listens on %1</source>
        <translation>an %1 lauscht niemand</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="173"/>
        <source>the daemon answered HTTP %1 to %2</source>
        <translation>der Daemon antwortete HTTP %1 auf %2</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="199"/>
        <source>malformed answer from %1: %2</source>
        <translation>fehlerhafte Antwort von %1: %2</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="214"/>
        <source>%1 closed the connection before answering completely</source>
        <translation>%1 hat die Verbindung vor der vollständigen Antwort geschlossen</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="257"/>
        <source>the answer from %1 is larger than %2 MiB</source>
        <translation>die Antwort von %1 ist größer als %2 MiB</translation>
    </message>
</context>
<context>
    <name>cp::EndpointEditor</name>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="28"/>
        <source>One header per line: Name: value</source>
        <translation>Ein Header je Zeile: Name: Wert</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="30"/>
        <source>message={{msg}} — also {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}</source>
        <translation>message={{msg}} — außerdem {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="34"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="36"/>
        <source>container names, comma separated</source>
        <translation>Containernamen, kommagetrennt</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="37"/>
        <source>Bound containers serve this endpoint: their restarts, limits and stats belong to it</source>
        <translation>Gebundene Container bedienen diesen Endpunkt: ihre Neustarts, Grenzen und Statistiken gehören zu ihm</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="41"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="42"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="43"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="44"/>
        <source>Headers</source>
        <translation>Header</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="45"/>
        <source>Body template</source>
        <translation>Body-Vorlage</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="46"/>
        <source>Timeout</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="47"/>
        <source>Message length</source>
        <translation>Nachrichtenlänge</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="48"/>
        <source>Containers</source>
        <translation>Container</translation>
    </message>
</context>
<context>
    <name>cp::EndpointListModel</name>
    <message>
        <location filename="../ui/endpoint_list_model.cpp" line="27"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_list_model.cpp" line="28"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_list_model.cpp" line="91"/>
        <source>Built-in demo service</source>
        <translation>Eingebauter Demodienst</translation>
    </message>
</context>
<context>
    <name>cp::Experiment</name>
    <message>
        <location filename="../core/config/experiment.cpp" line="103"/>
        <source>no endpoint: give the URL to measure</source>
        <translation>kein Endpunkt: die zu messende URL angeben</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="108"/>
        <source>&apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>„%1“ ist keine http://- oder https://-URL mit Host</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="110"/>
        <source>the timeout must be positive</source>
        <translation>das Zeitlimit muss positiv sein</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="112"/>
        <source>the message length must be between 0 and 65535</source>
        <translation>die Nachrichtenlänge muss zwischen 0 und 65535 liegen</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="115"/>
        <source>no run type chosen</source>
        <translation>keine Laufart gewählt</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="117"/>
        <source>concurrency must be at least 1, not %1</source>
        <translation>die Parallelität muss mindestens 1 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="119"/>
        <source>repetitions must be at least 1, not %1</source>
        <translation>die Wiederholungen müssen mindestens 1 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="121"/>
        <source>duration and request count cannot be negative</source>
        <translation>Dauer und Anfragezahl können nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="124"/>
        <source>give a duration or a request count</source>
        <translation>eine Dauer oder eine Anfragezahl angeben</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="126"/>
        <source>the rate cannot be negative</source>
        <translation>die Rate kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="128"/>
        <source>a rate run needs a rate above 0 requests/s</source>
        <translation>ein rate-Lauf braucht eine Rate über 0 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="130"/>
        <source>a rate ramp needs a duration</source>
        <translation>eine Ratenrampe braucht eine Dauer</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="133"/>
        <source>pauses and warm-up cannot be negative</source>
        <translation>Pausen und Aufwärmzeit können nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="136"/>
        <source>memory size %1 MiB is below Docker&apos;s minimum of %2 MiB</source>
        <translation>die Speichergröße %1 MiB liegt unter Dockers Minimum von %2 MiB</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="140"/>
        <source>CPU limit %1 must be above 0 cores</source>
        <translation>die CPU-Grenze %1 muss über 0 Kernen liegen</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="144"/>
        <source>message length %1 must be between 0 and 65535</source>
        <translation>die Nachrichtenlänge %1 muss zwischen 0 und 65535 liegen</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="147"/>
        <source>threads cannot be negative</source>
        <translation>die Zahl der Threads kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="155"/>
        <source>cold and burst runs and memory or CPU sweeps need every endpoint bound to a container, and “%1” is not (bind it with --container NAME or the endpoint&apos;s Containers field)</source>
        <translation>cold- und burst-Läufe sowie Speicher- oder CPU-Reihen brauchen jeden Endpunkt an einen Container gebunden, und „%1“ ist es nicht (mit --container NAME oder im Feld „Container“ des Endpunkts binden)</translation>
    </message>
</context>
<context>
    <name>cp::ExperimentRunner</name>
    <message>
        <location filename="../core/run/experiment_runner.cpp" line="47"/>
        <source>an experiment is already running: stop it first</source>
        <translation>es läuft bereits ein Experiment: zuerst anhalten</translation>
    </message>
</context>
<context>
    <name>cp::ExperimentSession</name>
    <message>
        <location filename="../core/run/experiment_session.cpp" line="152"/>
        <location filename="../core/run/experiment_session.cpp" line="155"/>
        <source>stopped before the first run</source>
        <translation>vor dem ersten Lauf angehalten</translation>
    </message>
    <message>
        <location filename="../core/run/experiment_session.cpp" line="158"/>
        <location filename="../core/run/experiment_session.cpp" line="164"/>
        <location filename="../core/run/experiment_session.cpp" line="167"/>
        <source>stopped; the samples measured so far are written</source>
        <translation>angehalten; die bisher gemessenen Werte sind geschrieben</translation>
    </message>
</context>
<context>
    <name>cp::JsonReader</name>
    <message>
        <location filename="../core/config/json_reader.cpp" line="74"/>
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="84"/>
        <location filename="../core/config/json_reader.cpp" line="164"/>
        <source>expected a string, found %1</source>
        <translation>erwartet wird eine Zeichenkette, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="96"/>
        <source>expected true or false, found %1</source>
        <translation>erwartet wird true oder false, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="108"/>
        <location filename="../core/config/json_reader.cpp" line="185"/>
        <source>expected a number, found %1</source>
        <translation>erwartet wird eine Zahl, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="113"/>
        <location filename="../core/config/json_reader.cpp" line="187"/>
        <source>expected a whole number, not %1</source>
        <translation>erwartet wird eine ganze Zahl, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="137"/>
        <source>expected an array, found %1</source>
        <translation>erwartet wird ein Array, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="149"/>
        <source>expected an object, found %1</source>
        <translation>erwartet wird ein Objekt, gefunden: %1</translation>
    </message>
</context>
<context>
    <name>cp::LimitSweeper</name>
    <message>
        <location filename="../core/run/limit_sweeper.cpp" line="66"/>
        <source>the memory limit of &apos;%1&apos; did not take: asked for %2 MiB (swap the same), the daemon reports %3 bytes (swap %4)</source>
        <translation>die Speichergrenze von „%1“ wurde nicht übernommen: verlangt %2 MiB (Swap ebenso), der Daemon meldet %3 Byte (Swap %4)</translation>
    </message>
    <message>
        <location filename="../core/run/limit_sweeper.cpp" line="76"/>
        <source>the CPU limit of &apos;%1&apos; did not take: asked for %2 CPUs, the daemon reports %3</source>
        <translation>die CPU-Grenze von „%1“ wurde nicht übernommen: verlangt %2 CPUs, der Daemon meldet %3</translation>
    </message>
</context>
<context>
    <name>cp::LiveCharts</name>
    <message>
        <location filename="../ui/live_charts.cpp" line="154"/>
        <source>Follow live</source>
        <translation>Live folgen</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="155"/>
        <source>Keep the newest data in view; zooming or panning turns this off</source>
        <translation>Die neuesten Daten im Blick behalten; Zoomen oder Verschieben schaltet das ab</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="157"/>
        <source>Whole experiment</source>
        <translation>Ganzes Experiment</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="158"/>
        <source>Last 10 s</source>
        <translation>Letzte 10 s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="159"/>
        <source>Last 60 s</source>
        <translation>Letzte 60 s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="160"/>
        <source>Last 10 min</source>
        <translation>Letzte 10 min</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="161"/>
        <source>Reset zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="163"/>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="164"/>
        <source>Latency of every request</source>
        <translation>Latenz jeder Anfrage</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="165"/>
        <location filename="../ui/live_charts.cpp" line="184"/>
        <location filename="../ui/live_charts.cpp" line="187"/>
        <source>latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="166"/>
        <source>warm</source>
        <translation>warm</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="167"/>
        <source>cold</source>
        <translation>kalt</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="168"/>
        <source>p50 per second</source>
        <translation>p50 je Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="169"/>
        <source>p99 per second</source>
        <translation>p99 je Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="170"/>
        <source>Throughput and errors</source>
        <translation>Durchsatz und Fehler</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="171"/>
        <source>requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="171"/>
        <location filename="../ui/live_charts.cpp" line="173"/>
        <source>errors/s</source>
        <translation>Fehler/s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="172"/>
        <source>completed/s</source>
        <translation>abgeschlossen/s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="174"/>
        <source>Container CPU and memory</source>
        <translation>CPU und Speicher der Container</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="175"/>
        <source>CPU (%, 100 = one core)</source>
        <translation>CPU (%, 100 = ein Kern)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="175"/>
        <source>memory (MiB)</source>
        <translation>Speicher (MiB)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="176"/>
        <source>Container network</source>
        <translation>Netzwerk der Container</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="177"/>
        <source>KiB/s</source>
        <translation>KiB/s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="178"/>
        <source>Docker events</source>
        <translation>Docker-Ereignisse</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="183"/>
        <source>Latency histogram</source>
        <translation>Latenzhistogramm</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="184"/>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="185"/>
        <source>requests per bin</source>
        <translation>Anfragen je Klasse</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="186"/>
        <source>Latency CDF</source>
        <translation>Latenz-Verteilungsfunktion</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="187"/>
        <source>requests at or below (%)</source>
        <translation>Anfragen bis einschließlich (%)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="188"/>
        <source>CDF</source>
        <translation>Verteilungsfunktion</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="377"/>
        <source>%1 CPU</source>
        <translation>%1 CPU</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="378"/>
        <source>%1 memory</source>
        <translation>%1 Speicher</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="380"/>
        <source>%1 rx</source>
        <translation>%1 empfangen</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="381"/>
        <source>%1 tx</source>
        <translation>%1 gesendet</translation>
    </message>
</context>
<context>
    <name>cp::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="474"/>
        <location filename="../ui/main_window.cpp" line="479"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="441"/>
        <source>Import failed: %1</source>
        <translation>Import fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="106"/>
        <source>Docker: not connected</source>
        <translation>Docker: nicht verbunden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="116"/>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="126"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="139"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="148"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="149"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="153"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="155"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="157"/>
        <source>&amp;Recent</source>
        <translation>&amp;Zuletzt verwendet</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="160"/>
        <source>&amp;Import Results…</source>
        <translation>Ergebnisse &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="161"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="163"/>
        <source>&amp;CSV…</source>
        <translation>&amp;CSV…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="164"/>
        <source>&amp;JSON…</source>
        <translation>&amp;JSON…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="165"/>
        <source>&amp;Seed Format…</source>
        <translation>&amp;Seed-Format…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="166"/>
        <source>Chart as &amp;PNG…</source>
        <translation>Diagramme als &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="168"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="172"/>
        <source>&amp;Run</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="173"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="175"/>
        <source>S&amp;top</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="179"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="184"/>
        <source>&amp;Follow Live</source>
        <translation>Live &amp;folgen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="189"/>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="191"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="192"/>
        <source>&amp;About ContainerPerf</source>
        <translation>&amp;Über ContainerPerf</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="213"/>
        <source>%1 — the built-in demo endpoint works without it</source>
        <translation>%1 — der eingebaute Demo-Endpunkt funktioniert auch ohne</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="277"/>
        <source>The built-in demo service could not start: %1</source>
        <translation>Der eingebaute Demodienst konnte nicht starten: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="278"/>
        <source>close other programs that hold local ports, or add an endpoint of your own</source>
        <translation>andere Programme schließen, die lokale Ports belegen, oder einen eigenen Endpunkt hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="305"/>
        <source>The experiment cannot start: %1.</source>
        <translation>Das Experiment kann nicht starten: %1.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="306"/>
        <source>correct these settings in the Targets and Run docks, then start again</source>
        <translation>diese Einstellungen in den Bereichen Ziele und Lauf korrigieren, dann erneut starten</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="311"/>
        <source>This experiment binds containers or sets limits, but Docker is not connected.</source>
        <translation>Dieses Experiment bindet Container oder setzt Grenzen, aber Docker ist nicht verbunden.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="312"/>
        <source>start the Docker daemon or set the Docker host in the Targets dock</source>
        <translation>den Docker-Daemon starten oder den Docker-Host im Bereich Ziele setzen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="315"/>
        <source>The experiment did not start: %1</source>
        <translation>Das Experiment ist nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="316"/>
        <source>check the settings and that the results folder is writable</source>
        <translation>die Einstellungen prüfen und ob der Ergebnisordner beschreibbar ist</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="362"/>
        <source>Samples: %1</source>
        <translation>Messwerte: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="363"/>
        <source>%1 req/s</source>
        <translation>%1 Anfr./s</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="364"/>
        <source>Late sends: %1</source>
        <translation>Verspätet gesendet: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="366"/>
        <source>Open loop: requests sent more than 1 ms after their schedule — the load generator&apos;s health</source>
        <translation>Offene Schleife: Anfragen, die mehr als 1 ms nach ihrem Termin gesendet wurden — der Zustand des Lastgenerators</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="376"/>
        <source>Stopped; results so far are in %1</source>
        <translation>Angehalten; die bisherigen Ergebnisse liegen in %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="379"/>
        <source>Finished; results are in %1</source>
        <translation>Fertig; die Ergebnisse liegen in %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="389"/>
        <source>Stopping and writing the results…</source>
        <translation>Halte an und schreibe die Ergebnisse…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="416"/>
        <source>The settings could not be saved to %1.</source>
        <translation>Die Einstellungen konnten nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="417"/>
        <source>make that folder writable</source>
        <translation>diesen Ordner beschreibbar machen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="442"/>
        <source>stop the run, then import again</source>
        <translation>den Lauf anhalten, dann erneut importieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="447"/>
        <source>the file may have moved; choose it again with Open or Import</source>
        <translation>die Datei wurde vielleicht verschoben; sie mit Öffnen oder Importieren erneut wählen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="453"/>
        <source>Untitled experiment</source>
        <translation>Unbenanntes Experiment</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="454"/>
        <source>%1 — ContainerPerf</source>
        <translation>%1 — ContainerPerf</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="523"/>
        <source>Save Experiment</source>
        <translation>Experiment speichern</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="510"/>
        <location filename="../ui/main_window.cpp" line="523"/>
        <source>Experiment files (*.json)</source>
        <translation>Experimentdateien (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="528"/>
        <source>choose another folder</source>
        <translation>einen anderen Ordner wählen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="534"/>
        <source>About ContainerPerf</source>
        <translation>Über ContainerPerf</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="535"/>
        <source>&lt;h3&gt;ContainerPerf %1&lt;/h3&gt;&lt;p&gt;Latency and resource cost of HTTP services in Docker containers: warm, cold, in bursts, one by one, and across memory limits.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ContainerPerf %1&lt;/h3&gt;&lt;p&gt;Latenz und Ressourcenbedarf von HTTP-Diensten in Docker-Containern: warm, kalt, in Schüben, einzeln und über Speichergrenzen hinweg.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="151"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="491"/>
        <source>stop the running experiment before opening another</source>
        <translation>vor dem Öffnen eines anderen das laufende Experiment anhalten</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="497"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="510"/>
        <source>Open Experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="515"/>
        <source>The experiment could not be opened: %1</source>
        <translation>Das Experiment konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="516"/>
        <source>fix the named keys in the file, or save the current experiment to get a valid example</source>
        <translation>die genannten Schlüssel in der Datei korrigieren oder das aktuelle Experiment speichern, um ein gültiges Beispiel zu erhalten</translation>
    </message>
</context>
<context>
    <name>cp::MessageBar</name>
    <message>
        <location filename="../ui/message_bar.cpp" line="23"/>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <location filename="../ui/message_bar.cpp" line="47"/>
        <source>%1
What to do: %2</source>
        <translation>%1
Was zu tun ist: %2</translation>
    </message>
</context>
<context>
    <name>cp::MonitorWorker</name>
    <message>
        <location filename="../core/docker/monitor_worker.cpp" line="136"/>
        <source>the Docker events stream ended: %1</source>
        <translation>der Docker-Ereignisstrom ist beendet: %1</translation>
    </message>
</context>
<context>
    <name>cp::PerfCostExecutor</name>
    <message>
        <location filename="../core/run/perf_cost_executor.cpp" line="157"/>
        <source>%1 batches in a row gave no accepted sample (a %2 run keeps only %3 samples): check that the endpoint answers and how it reports cold starts</source>
        <translation>%1 Stapel in Folge lieferten keinen angenommenen Messwert (ein %2-Lauf behält nur %3 Messwerte): prüfen, ob der Endpunkt antwortet und wie er Kaltstarts meldet</translation>
    </message>
    <message>
        <location filename="../core/run/perf_cost_executor.cpp" line="161"/>
        <source>successful cold</source>
        <translation>erfolgreiche kalte</translation>
    </message>
    <message>
        <location filename="../core/run/perf_cost_executor.cpp" line="162"/>
        <source>successful warm</source>
        <translation>erfolgreiche warme</translation>
    </message>
    <message>
        <location filename="../core/run/perf_cost_executor.cpp" line="163"/>
        <source>successful</source>
        <translation>erfolgreiche</translation>
    </message>
</context>
<context>
    <name>cp::ResultsAnalysis</name>
    <message numerus="yes">
        <location filename="../core/results/results_analysis.cpp" line="22"/>
        <source>%n empty values</source>
        <translation>
            <numerusform>%n leerer Wert</numerusform>
            <numerusform>%n leere Werte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/results/results_analysis.cpp" line="24"/>
        <source>%n failed requests</source>
        <translation>
            <numerusform>%n fehlgeschlagene Anfrage</numerusform>
            <numerusform>%n fehlgeschlagene Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/results/results_analysis.cpp" line="26"/>
        <source>the cut-off last line of the journal</source>
        <translation>die abgeschnittene letzte Zeile des Journals</translation>
    </message>
    <message>
        <location filename="../core/results/results_analysis.cpp" line="29"/>
        <source>Left out: %1.</source>
        <translation>Ausgelassen: %1.</translation>
    </message>
    <message>
        <location filename="../core/results/results_analysis.cpp" line="87"/>
        <source>%1: no rows with a %2 value match &apos;%3&apos;</source>
        <translation>%1: keine Zeile mit einem Wert in %2 passt zu „%3“</translation>
    </message>
</context>
<context>
    <name>cp::ResultsDirectory</name>
    <message>
        <location filename="../core/results/results_directory.cpp" line="38"/>
        <source>the output path %1 exists and is not a directory: choose another --out</source>
        <translation>der Ausgabepfad %1 existiert und ist kein Verzeichnis: ein anderes --out wählen</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="42"/>
        <source>cannot create the output directory %1: check its parent exists and is writable, or choose another --out</source>
        <translation>das Ausgabeverzeichnis %1 kann nicht angelegt werden: prüfen, ob das übergeordnete Verzeichnis existiert und beschreibbar ist, oder ein anderes --out wählen</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="48"/>
        <location filename="../core/results/results_directory.cpp" line="63"/>
        <source>cannot write in the output directory %1 (%2): check its permissions or choose another --out</source>
        <translation>im Ausgabeverzeichnis %1 kann nicht geschrieben werden (%2): seine Rechte prüfen oder ein anderes --out wählen</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="90"/>
        <source>writing the journal %1 failed (%2); measuring goes on in memory: free disk space so the final files can be written</source>
        <translation>das Schreiben des Journals %1 ist fehlgeschlagen (%2); gemessen wird im Speicher weiter: Plattenplatz freigeben, damit die endgültigen Dateien geschrieben werden können</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="111"/>
        <source>cannot write %1 (%2): check the directory&apos;s permissions</source>
        <translation>%1 kann nicht geschrieben werden (%2): die Rechte des Verzeichnisses prüfen</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="120"/>
        <source>writing %1 failed (%2): free disk space and export again; the journal keeps the samples</source>
        <translation>das Schreiben von %1 ist fehlgeschlagen (%2): Plattenplatz freigeben und erneut exportieren; das Journal behält die Messwerte</translation>
    </message>
</context>
<context>
    <name>cp::ResultsImporter</name>
    <message>
        <location filename="../ui/results_importer.cpp" line="26"/>
        <source>import the folder&apos;s samples.csv instead, or choose another results folder</source>
        <translation>stattdessen die samples.csv des Ordners importieren oder einen anderen Ergebnisordner wählen</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="29"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="36"/>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="43"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="98"/>
        <source>choose a ContainerPerf results folder or a SeBS result.csv</source>
        <translation>einen ContainerPerf-Ergebnisordner oder eine SeBS-result.csv wählen</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="100"/>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="113"/>
        <source>%1 holds no %2, samples.csv, samples.journal.csv or result.csv</source>
        <translation>%1 enthält weder %2 noch samples.csv, samples.journal.csv oder result.csv</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="123"/>
        <source>correct the file where the message points, or %1</source>
        <translation>die Datei an der genannten Stelle korrigieren oder %1</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="127"/>
        <source>%1 holds no %2 values</source>
        <translation>%1 enthält keine Werte in %2</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="131"/>
        <source>choose a file with measured requests</source>
        <translation>eine Datei mit gemessenen Anfragen wählen</translation>
    </message>
</context>
<context>
    <name>cp::ResultsModel</name>
    <message>
        <location filename="../ui/results_model.cpp" line="67"/>
        <source>So far, while the run goes on: percentiles within 1 %. The exact figures and their intervals replace them when the run ends.</source>
        <translation>Vorläufig, solange der Lauf andauert: Perzentile auf 1 % genau. Die exakten Werte und ihre Intervalle ersetzen sie, wenn der Lauf endet.</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="93"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="141"/>
        <source>Latency of the accepted samples, intended send to last byte, in milliseconds</source>
        <translation>Latenz der angenommenen Messwerte, vom geplanten Senden bis zum letzten Byte, in Millisekunden</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="145"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="146"/>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="147"/>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="148"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="149"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="150"/>
        <source>Msg length</source>
        <translation>Nachr.-Länge</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="151"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="152"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="153"/>
        <source>Incorrect</source>
        <translation>Unpassend</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="154"/>
        <source>Mean (ms)</source>
        <translation>Mittel (ms)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="155"/>
        <source>Median (ms)</source>
        <translation>Median (ms)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="156"/>
        <source>p95 (ms)</source>
        <translation>p95 (ms)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="157"/>
        <source>p99 (ms)</source>
        <translation>p99 (ms)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="158"/>
        <source>Std (ms)</source>
        <translation>Std.-Abw. (ms)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="159"/>
        <source>CV (%)</source>
        <translation>VK (%)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="160"/>
        <source>95 % CI mean</source>
        <translation>95-%-KI Mittel</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="161"/>
        <source>95 % CI median</source>
        <translation>95-%-KI Median</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="162"/>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
</context>
<context>
    <name>cp::ResultsPanel</name>
    <message>
        <location filename="../ui/results_panel.cpp" line="23"/>
        <source>Compare selected</source>
        <translation>Auswahl vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="35"/>
        <source>Select two runs: difference of their median latencies with a 95 % bootstrap interval</source>
        <translation>Zwei Läufe auswählen: Differenz ihrer Median-Latenzen mit 95-%-Bootstrap-Intervall</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="79"/>
        <source>The samples of these runs are not loaded: compare runs measured in this session.</source>
        <translation>Die Messwerte dieser Läufe sind nicht geladen: Läufe aus dieser Sitzung vergleichen.</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="82"/>
        <location filename="../ui/results_panel.cpp" line="83"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="84"/>
        <source>Comparing…</source>
        <translation>Vergleiche…</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="97"/>
        <source>Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); difference %4 − %1: %7 ms</source>
        <translation>Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); Differenz %4 − %1: %7 ms</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="104"/>
        <source>, 95 % interval [%1, %2] ms</source>
        <translation>, 95-%-Intervall [%1, %2] ms</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="106"/>
        <source>, no interval (fewer than %1 samples in a run)</source>
        <translation>, kein Intervall (weniger als %1 Messwerte in einem Lauf)</translation>
    </message>
</context>
<context>
    <name>cp::ResultsSource</name>
    <message>
        <location filename="../core/results/results_source.cpp" line="87"/>
        <source>%1: no %2, %3 or %4 in this directory</source>
        <translation>%1: kein %2, %3 oder %4 in diesem Verzeichnis</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="117"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="122"/>
        <source>%1:1: the file is empty; expected a CSV header line</source>
        <translation>%1:1: die Datei ist leer; erwartet wird eine CSV-Kopfzeile</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="133"/>
        <source>%1:1: no column &apos;%2&apos; (the columns are: %3)</source>
        <translation>%1:1: keine Spalte „%2“ (die Spalten sind: %3)</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="157"/>
        <source>%1:%2: reading was cancelled</source>
        <translation>%1:%2: Lesen abgebrochen</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="167"/>
        <source>%1:%2: a quoted field is never closed</source>
        <translation>%1:%2: ein Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="173"/>
        <source>%1:%2: %3 fields, but the header has %4</source>
        <translation>%1:%2: %3 Felder, aber die Kopfzeile hat %4</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="192"/>
        <source>%1:%2: column &apos;%3&apos; (field %4): &apos;%5&apos; is not a number</source>
        <translation>%1:%2: Spalte „%3“ (Feld %4): „%5“ ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="206"/>
        <source>%1:%2: read failed: %3</source>
        <translation>%1:%2: Lesen fehlgeschlagen: %3</translation>
    </message>
</context>
<context>
    <name>cp::ResultsTransfer</name>
    <message>
        <location filename="../ui/results_transfer.cpp" line="21"/>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="27"/>
        <source>cannot copy %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="38"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="59"/>
        <location filename="../ui/results_transfer.cpp" line="176"/>
        <source>Import failed: %1</source>
        <translation>Import fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="177"/>
        <source>stop the run, then import again</source>
        <translation>den Lauf anhalten, dann erneut importieren</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="144"/>
        <source>an experiment is running</source>
        <translation>ein Experiment läuft</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="148"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/results_transfer.cpp" line="157"/>
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>%n Lauf aus %1 importiert.</numerusform>
            <numerusform>%n Läufe aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="77"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="84"/>
        <source>the experiment is still running</source>
        <translation>das Experiment läuft noch</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="84"/>
        <source>there are no results yet</source>
        <translation>es gibt noch keine Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="95"/>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="116"/>
        <source>Export Samples as CSV</source>
        <translation>Messwerte als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="117"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="120"/>
        <source>Export Summary as JSON</source>
        <translation>Zusammenfassung als JSON exportieren</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="121"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="124"/>
        <source>Export in the Seed Format to Folder</source>
        <translation>Im Seed-Format in einen Ordner exportieren</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="127"/>
        <source>Export Charts as PNG</source>
        <translation>Diagramme als PNG exportieren</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="128"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="135"/>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="136"/>
        <source>run an experiment first, or choose a writable destination</source>
        <translation>zuerst ein Experiment ausführen oder ein beschreibbares Ziel wählen</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="138"/>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="165"/>
        <source>Import Results</source>
        <translation>Ergebnisse importieren</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="167"/>
        <source>Results (summary.json result.csv samples.csv *.csv)</source>
        <translation>Ergebnisse (summary.json result.csv samples.csv *.csv)</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="167"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>cp::RunController</name>
    <message>
        <location filename="../ui/run_controller.cpp" line="82"/>
        <source>demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location filename="../ui/run_controller.cpp" line="92"/>
        <source>an experiment is already running</source>
        <translation>es läuft bereits ein Experiment</translation>
    </message>
    <message>
        <location filename="../ui/run_controller.cpp" line="139"/>
        <source>check that the endpoint answers (open its URL in a browser) and that Docker is reachable, then start again</source>
        <translation>prüfen, ob der Endpunkt antwortet (seine URL im Browser öffnen) und Docker erreichbar ist, dann erneut starten</translation>
    </message>
    <message>
        <location filename="../ui/run_controller.cpp" line="142"/>
        <source>free disk space or choose a writable results folder; the samples are still shown here</source>
        <translation>Plattenplatz freigeben oder einen beschreibbaren Ergebnisordner wählen; die Messwerte werden hier weiter angezeigt</translation>
    </message>
</context>
<context>
    <name>cp::RunSettingsWidget</name>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="39"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="93"/>
        <source>continuous — closed loop, N workers</source>
        <translation>continuous — geschlossene Schleife, N Arbeiter</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="94"/>
        <source>rate — open loop at a fixed schedule</source>
        <translation>rate — offene Schleife nach festem Zeitplan</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="95"/>
        <source>warm — perf-cost batches, warm samples</source>
        <translation>warm — perf-cost-Stapel, warme Messwerte</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="96"/>
        <source>cold — restart before each batch</source>
        <translation>cold — Neustart vor jedem Stapel</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="97"/>
        <source>burst — restart, then all of a batch</source>
        <translation>burst — Neustart, dann ein ganzer Stapel</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="98"/>
        <source>sequential — one request at a time</source>
        <translation>sequential — eine Anfrage nach der anderen</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="110"/>
        <source>until the request count</source>
        <translation>bis zur Anfragezahl</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="112"/>
        <source>by duration</source>
        <translation>nach Dauer</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="116"/>
        <source> req/s</source>
        <translation> Anfr./s</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="118"/>
        <source>constant</source>
        <translation>gleichbleibend</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="119"/>
        <source>socket (HTTP/1.1 keep-alive)</source>
        <translation>socket (HTTP/1.1 keep-alive)</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="120"/>
        <source>qnam (QNetworkAccessManager)</source>
        <translation>qnam (QNetworkAccessManager)</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="122"/>
        <source>one per core</source>
        <translation>einer je Kern</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="123"/>
        <source>e.g. 128, 256, 512 (MiB; empty: leave alone)</source>
        <translation>z. B. 128, 256, 512 (MiB; leer: unverändert)</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="124"/>
        <source>e.g. 0.5, 1, 2 (cores; empty: leave alone)</source>
        <translation>z. B. 0.5, 1, 2 (Kerne; leer: unverändert)</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="125"/>
        <source>e.g. 5, 1000 (empty: the endpoint&apos;s)</source>
        <translation>z. B. 5, 1000 (leer: die des Endpunkts)</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="138"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="139"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="148"/>
        <source>Run types</source>
        <translation>Laufarten</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="149"/>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="150"/>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="151"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="152"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="153"/>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="154"/>
        <source>Ramp to</source>
        <translation>Rampe bis</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="155"/>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="156"/>
        <source>Engine</source>
        <translation>Lastgenerator</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="157"/>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="158"/>
        <source>Memory sizes</source>
        <translation>Speichergrößen</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="159"/>
        <source>CPU limits</source>
        <translation>CPU-Grenzen</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="160"/>
        <source>Message lengths</source>
        <translation>Nachrichtenlängen</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="161"/>
        <source>Pause before batch</source>
        <translation>Pause vor Stapel</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="162"/>
        <source>Pause after batch</source>
        <translation>Pause nach Stapel</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="228"/>
        <source>memory size &apos;%1&apos; is not a whole number of MiB</source>
        <translation>die Speichergröße „%1“ ist keine ganze Zahl von MiB</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="230"/>
        <source>CPU limit &apos;%1&apos; is not a number of cores</source>
        <translation>die CPU-Grenze „%1“ ist keine Anzahl von Kernen</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="232"/>
        <source>message length &apos;%1&apos; is not a whole number</source>
        <translation>die Nachrichtenlänge „%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="289"/>
        <source>Starting…</source>
        <translation>Starte…</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="304"/>
        <source>Run %1 of %2</source>
        <translation>Lauf %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="305"/>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="305"/>
        <source>time left unknown</source>
        <translation>Restzeit unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="306"/>
        <source>%1 · %2 elapsed · %3</source>
        <translation>%1 · %2 vergangen · %3</translation>
    </message>
</context>
<context>
    <name>cp::StatsWriter</name>
    <message>
        <location filename="../core/results/stats_writer.cpp" line="99"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>cp::TargetsPanel</name>
    <message>
        <location filename="../ui/targets_panel.cpp" line="26"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="27"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="28"/>
        <source>Demo endpoint</source>
        <translation>Demo-Endpunkt</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="34"/>
        <source>default: DOCKER_HOST, context, /var/run/docker.sock</source>
        <translation>Vorgabe: DOCKER_HOST, Kontext, /var/run/docker.sock</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="35"/>
        <source>unix:///path/to/docker.sock or tcp://host:2375; press Enter to connect</source>
        <translation>unix:///pfad/zu/docker.sock oder tcp://host:2375; Eingabetaste verbindet</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="39"/>
        <source>A local HTTP service built into ContainerPerf: needs no Docker</source>
        <translation>Ein in ContainerPerf eingebauter lokaler HTTP-Dienst: braucht kein Docker</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="41"/>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="43"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="44"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="46"/>
        <source>Endpoints</source>
        <translation>Endpunkte</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="106"/>
        <source>New endpoint</source>
        <translation>Neuer Endpunkt</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="107"/>
        <source>An endpoint for the selected container&apos;s published port, bound to it</source>
        <translation>Ein Endpunkt für den veröffentlichten Port des gewählten Containers, an ihn gebunden</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="108"/>
        <source>Bind to endpoint</source>
        <translation>An Endpunkt binden</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="109"/>
        <source>The selected container serves the selected endpoint</source>
        <translation>Der gewählte Container bedient den gewählten Endpunkt</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="115"/>
        <source>Containers</source>
        <translation>Container</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="39"/>
        <source>Latency and resource cost of HTTP services in Docker containers</source>
        <translation>Latenz und Ressourcenbedarf von HTTP-Diensten in Docker-Containern</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="43"/>
        <source>Start measuring the built-in demo service at once</source>
        <translation>Sofort mit dem Messen des eingebauten Demodienstes beginnen</translation>
    </message>
</context>
</TS>
