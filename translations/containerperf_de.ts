<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>QObject</name>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
</context>
<context>
    <name>RunSelection</name>
    <message>
        <source>%1 ends inside a quoted field</source>
        <translation>%1 endet innerhalb eines Feldes in Anführungszeichen</translation>
    </message>
    <message>
        <source>summary.json is not JSON: %1</source>
        <translation>summary.json ist kein JSON: %1</translation>
    </message>
</context>
<context>
    <name>cp</name>
    <message>
        <source>unknown run type &apos;%1&apos;</source>
        <translation>unbekannte Laufart „%1“</translation>
    </message>
    <message>
        <source>not a ContainerPerf summary (its &quot;format&quot; is not containerperf-summary/1)</source>
        <translation>keine ContainerPerf-Zusammenfassung (ihr „format“ ist nicht containerperf-summary/1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>„%1“ ist keine http://- oder https://-URL mit Host</translation>
    </message>
    <message>
        <source>missing: every endpoint needs a URL</source>
        <translation>fehlt: jeder Endpunkt braucht eine URL</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an HTTP method</source>
        <translation>„%1“ ist keine HTTP-Methode</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not of the form &apos;Name: value&apos;</source>
        <translation>„%1“ hat nicht die Form „Name: Wert“</translation>
    </message>
    <message>
        <source>expected an endpoint object</source>
        <translation>erwartet wird ein Endpunkt-Objekt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</source>
        <translation>„%1“ ist nicht eines von continuous, rate, warm, cold, burst, sequential</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of socket, qnam</source>
        <translation>„%1“ ist nicht eines von socket, qnam</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of warm, cold, burst, sequential</source>
        <translation>„%1“ ist nicht eines von warm, cold, burst, sequential</translation>
    </message>
    <message>
        <source>missing: list the run types, e.g. [&quot;cold&quot;, &quot;warm&quot;]</source>
        <translation>fehlt: die Laufarten auflisten, z. B. [&quot;cold&quot;, &quot;warm&quot;]</translation>
    </message>
    <message>
        <source>experiments.perf-cost: missing; this SeBS configuration has no perf-cost experiment</source>
        <translation>experiments.perf-cost: fehlt; diese SeBS-Konfiguration hat kein perf-cost-Experiment</translation>
    </message>
    <message>
        <source>format: missing; a ContainerPerf experiment file starts with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>format: fehlt; eine ContainerPerf-Experimentdatei beginnt mit &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>format: &apos;%1&apos; is not a format this version reads (%2)</source>
        <translation>format: „%1“ ist kein Format, das diese Version liest (%2)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3</source>
        <translation>%1 ist kein gültiges JSON: %2 bei Byte %3</translation>
    </message>
    <message>
        <source>%1: the experiment must be a JSON object</source>
        <translation>%1: das Experiment muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1%2 is below the minimum of %3%2</source>
        <translation>%1%2 liegt unter dem Minimum von %3%2</translation>
    </message>
    <message>
        <source>%1%2 is above the maximum of %3%2</source>
        <translation>%1%2 liegt über dem Maximum von %3%2</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1: cannot read: %2 (costs are worked out from a finished results directory)</source>
        <translation>%1: nicht lesbar: %2 (Kosten werden aus einem abgeschlossenen Ergebnisverzeichnis berechnet)</translation>
    </message>
    <message>
        <source>%1: not a JSON object: %2</source>
        <translation>%1: kein JSON-Objekt: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>summary.json holds no cost for it (%1), so the containers that served it are unknown</source>
        <translation>summary.json enthält keine Kosten für ihn (%1), daher sind die Container unbekannt, die ihn bedient haben</translation>
    </message>
    <message>
        <source>, %1 MiB</source>
        <translation>, %1 MiB</translation>
    </message>
    <message>
        <source>, %1 CPUs</source>
        <translation>, %1 CPUs</translation>
    </message>
    <message>
        <source>no stats.csv: the experiment bound no container</source>
        <translation>keine stats.csv: das Experiment hat keinen Container gebunden</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <source>a time, id or status is not a whole number in its range</source>
        <translation>eine Zeitangabe, ID oder ein Status ist keine ganze Zahl im zulässigen Bereich</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no error class</source>
        <translation>„%1“ ist keine Fehlerklasse</translation>
    </message>
    <message>
        <source>stats</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no time in epoch seconds</source>
        <translation>„%1“ ist keine Zeitangabe in Sekunden seit der Epoche</translation>
    </message>
    <message>
        <source>a count, size or percentage is not a number in its range</source>
        <translation>eine Anzahl, Größe oder ein Prozentwert ist keine Zahl im zulässigen Bereich</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a container name or id: names are letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos;, starting with a letter or digit</source>
        <translation>„%1“ ist kein Containername und keine ID: Namen bestehen aus Buchstaben, Ziffern, „_“, „.“ und „-“ und beginnen mit einem Buchstaben oder einer Ziffer</translation>
    </message>
    <message>
        <source>an empty name redacts nothing</source>
        <translation>ein leerer Name macht nichts unkenntlich</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>„%1“ ist nicht eines von %2</translation>
    </message>
    <message>
        <source>no complete answer from %1 within the request timeout</source>
        <translation>keine vollständige Antwort von %1 innerhalb des Zeitlimits der Anfrage</translation>
    </message>
    <message>
        <source>is the service overloaded or stuck? Lower the load, or raise the endpoint&apos;s timeout</source>
        <translation>ist der Dienst überlastet oder hängt er? Die Last senken oder das Zeitlimit des Endpunkts erhöhen</translation>
    </message>
    <message>
        <source>nothing listens at %1</source>
        <translation>an %1 lauscht niemand</translation>
    </message>
    <message>
        <source>is the service running, and is the container&apos;s port published on that port?</source>
        <translation>läuft der Dienst, und ist der Port des Containers auf diesem Port veröffentlicht?</translation>
    </message>
    <message>
        <source>%1 closed connections before its answers were complete</source>
        <translation>%1 hat Verbindungen geschlossen, bevor seine Antworten vollständig waren</translation>
    </message>
    <message>
        <source>did the service crash or restart? Its container&apos;s log says</source>
        <translation>ist der Dienst abgestürzt oder neu gestartet? Das Log seines Containers gibt Auskunft</translation>
    </message>
    <message>
        <source>the host name %1 does not resolve</source>
        <translation>der Hostname %1 lässt sich nicht auflösen</translation>
    </message>
    <message>
        <source>check the endpoint&apos;s URL</source>
        <translation>die URL des Endpunkts prüfen</translation>
    </message>
    <message>
        <source>the TLS handshake with %1 failed</source>
        <translation>der TLS-Handshake mit %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>does the service speak https? If it speaks plain HTTP, use an http:// URL</source>
        <translation>spricht der Dienst https? Spricht er reines HTTP, eine http://-URL verwenden</translation>
    </message>
    <message>
        <source>%1 answered, but not in HTTP/1.1</source>
        <translation>%1 hat geantwortet, aber nicht in HTTP/1.1</translation>
    </message>
    <message>
        <source>is this port the service&apos;s HTTP port?</source>
        <translation>ist dieser Port der HTTP-Port des Dienstes?</translation>
    </message>
    <message>
        <source>the service answered with an error status (400 or above)</source>
        <translation>der Dienst antwortete mit einem Fehlerstatus (400 oder höher)</translation>
    </message>
    <message>
        <source>check the method, path, headers and body; the status of each request is in samples.csv</source>
        <translation>Methode, Pfad, Header und Body prüfen; der Status jeder Anfrage steht in samples.csv</translation>
    </message>
    <message>
        <source>requests were still open when the run was stopped</source>
        <translation>beim Anhalten des Laufs waren noch Anfragen offen</translation>
    </message>
    <message>
        <source>nothing, if you stopped the run</source>
        <translation>nichts, wenn Sie den Lauf angehalten haben</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>no memory limit</source>
        <translation>keine Speichergrenze</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 CPUs</translation>
    </message>
    <message>
        <source>no CPU limit</source>
        <translation>keine CPU-Grenze</translation>
    </message>
    <message>
        <source>the run has no measured window</source>
        <translation>der Lauf hat kein Messfenster</translation>
    </message>
    <message numerus="yes">
        <source>container &apos;%1&apos; has %n stats reading(s) around the run; a cost needs two</source>
        <translation>
            <numerusform>Container „%1“ hat %n Statistikmessung rund um den Lauf; Kosten brauchen zwei</numerusform>
            <numerusform>Container „%1“ hat %n Statistikmessungen rund um den Lauf; Kosten brauchen zwei</numerusform>
        </translation>
    </message>
    <message>
        <source>the stats readings of container &apos;%1&apos; do not cover the run (they span %2 s to %3 s of it)</source>
        <translation>die Statistikmessungen von Container „%1“ decken den Lauf nicht ab (sie reichen von %2 s bis %3 s des Laufs)</translation>
    </message>
    <message>
        <source>the stats of container &apos;%1&apos; carry no cumulative CPU counter</source>
        <translation>die Statistik von Container „%1“ enthält keinen kumulativen CPU-Zähler</translation>
    </message>
    <message>
        <source>no container is bound to the endpoint, so there are no counters to cost</source>
        <translation>an den Endpunkt ist kein Container gebunden, daher gibt es keine Zähler für die Kosten</translation>
    </message>
    <message>
        <source>cannot write %1 (%2): free space on its disk; the journal %3 keeps what was recorded</source>
        <translation>%1 kann nicht geschrieben werden (%2): Plattenplatz freigeben; das Journal %3 bewahrt das bisher Aufgezeichnete</translation>
    </message>
    <message>
        <source>no container is bound to the endpoint, so the limits a bill is for are unknown</source>
        <translation>an den Endpunkt ist kein Container gebunden, daher sind die abzurechnenden Grenzen unbekannt</translation>
    </message>
    <message>
        <source>the containers&apos; CPU limit is unknown: the Docker daemon did not say how many CPUs its host has</source>
        <translation>die CPU-Grenze der Container ist unbekannt: der Docker-Daemon hat nicht angegeben, wie viele CPUs sein Host hat</translation>
    </message>
    <message>
        <source>the containers&apos; memory limit is unknown: no stats record gave it (%1)</source>
        <translation>die Speichergrenze der Container ist unbekannt: kein Statistikdatensatz hat sie angegeben (%1)</translation>
    </message>
    <message>
        <source>header %1 of %2</source>
        <translation>Header %1 von %2</translation>
    </message>
    <message>
        <source>the credentials in the URL of %1</source>
        <translation>die Zugangsdaten in der URL von %1</translation>
    </message>
    <message>
        <source>events</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>the action is empty</source>
        <translation>die Aktion ist leer</translation>
    </message>
    <message>
        <source>the generation is not a whole number in its range</source>
        <translation>die Generation ist keine ganze Zahl in ihrem Bereich</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>median ms [95 % CI]</source>
        <translation>Median ms [95-%-KI]</translation>
    </message>
    <message>
        <source>p95 ms</source>
        <translation>p95 ms</translation>
    </message>
    <message>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <source>mean ms [95 % CI]</source>
        <translation>Mittelwert ms [95-%-KI]</translation>
    </message>
    <message>
        <source>cold starts: count, median ms</source>
        <translation>Kaltstarts: Anzahl, Median ms</translation>
    </message>
    <message>
        <source>CPU-s per 1 000 req</source>
        <translation>CPU-s je 1 000 Anfr.</translation>
    </message>
    <message>
        <source>memory peak MiB</source>
        <translation>Speicherspitze MiB</translation>
    </message>
    <message>
        <source>$ per 1M req [95 % CI]</source>
        <translation>$ je 1 Mio. Anfr. [95-%-KI]</translation>
    </message>
    <message>
        <source>no bill</source>
        <translation>keine Abrechnung</translation>
    </message>
    <message>
        <source>sweep point</source>
        <translation>Punkt der Reihe</translation>
    </message>
    <message>
        <source>warm samples</source>
        <translation>warme Messwerte</translation>
    </message>
    <message>
        <source>cold samples</source>
        <translation>kalte Messwerte</translation>
    </message>
    <message>
        <source>warm median ms</source>
        <translation>Median warm ms</translation>
    </message>
    <message>
        <source>cold median ms</source>
        <translation>Median kalt ms</translation>
    </message>
    <message>
        <source>T_cold / T_warm [95 % CI]</source>
        <translation>T_cold / T_warm [95-%-KI]</translation>
    </message>
    <message>
        <source>cold start (restart → first answer) median ms [95 % CI]</source>
        <translation>Kaltstart (Neustart → erste Antwort) Median ms [95-%-KI]</translation>
    </message>
    <message>
        <source>no limits swept</source>
        <translation>keine Grenzen durchlaufen</translation>
    </message>
    <message>
        <source>Intervals: seeded percentile bootstrap of the ratio of medians (%1 resamples).</source>
        <translation>Intervalle: Perzentil-Bootstrap mit festem Startwert über das Verhältnis der Mediane (%1 Wiederholungsstichproben).</translation>
    </message>
    <message>
        <source>limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation>Pareto-optimal</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Endpoint %1</source>
        <translation>Endpunkt %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Latency of the accepted samples, from each request&apos;s intended start to its last byte. Median interval: order statistics (distribution-free); mean interval: Student&apos;s t.</source>
        <translation>Latenz der angenommenen Messwerte, vom geplanten Start jeder Anfrage bis zu ihrem letzten Byte. Intervall des Medians: Ordnungsstatistiken (verteilungsfrei); Intervall des Mittelwerts: Student-t.</translation>
    </message>
    <message>
        <source>%1: client time (request to last byte), provider time (the server side&apos;s time, as result.csv has it) and exec time (what the server reported) of the accepted samples, per run.</source>
        <translation>%1: Client-Zeit (Anfrage bis letztes Byte), Anbieterzeit (die Zeit der Serverseite, wie result.csv sie führt) und Ausführungszeit (was der Server gemeldet hat) der angenommenen Messwerte, je Lauf.</translation>
    </message>
    <message>
        <source>%1: the runs&apos; client-time distributions.</source>
        <translation>%1: die Verteilungen der Client-Zeit der Läufe.</translation>
    </message>
    <message>
        <source>Cold-start overhead</source>
        <translation>Kaltstart-Mehraufwand</translation>
    </message>
    <message>
        <source>%1: T_cold / T_warm per sweep point.</source>
        <translation>%1: T_cold / T_warm je Punkt der Reihe.</translation>
    </message>
    <message>
        <source>Perf-cost curve: %1</source>
        <translation>Perf-cost-Kurve: %1</translation>
    </message>
    <message>
        <source>Median latency against the cost of a million requests per sweep point; bars: the median&apos;s 95 % interval.</source>
        <translation>Median-Latenz gegen die Kosten einer Million Anfragen je Punkt der Reihe; Balken: das 95-%-Intervall des Medians.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>%1: CPU and memory in use of the containers that served it, from stats.csv.</source>
        <translation>%1: belegte CPU und belegter Speicher der Container, die ihn bedient haben, aus stats.csv.</translation>
    </message>
    <message>
        <source>No stats of the containers that served it.</source>
        <translation>Keine Statistik der Container, die ihn bedient haben.</translation>
    </message>
    <message>
        <source>Billed as %1 (%2 model): %3 per vCPU-second, %4 per GiB-second, %5 per million requests, rounded up to %6 ms, at least %7 ms.</source>
        <translation>Abgerechnet als %1 (Modell %2): %3 je vCPU-Sekunde, %4 je GiB-Sekunde, %5 je Million Anfragen, aufgerundet auf %6 ms, mindestens %7 ms.</translation>
    </message>
    <message>
        <source>custom prices</source>
        <translation>eigene Preise</translation>
    </message>
    <message>
        <source>No pricing: no bills and no perf-cost curve (containerperf-cli report --pricing PRESET adds them).</source>
        <translation>Keine Preise: keine Abrechnungen und keine Perf-cost-Kurve (containerperf-cli report --pricing VOREINSTELLUNG fügt sie hinzu).</translation>
    </message>
    <message>
        <source>summary.json holds no run.</source>
        <translation>summary.json enthält keinen Lauf.</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>No experiment.json: the environment is unknown.</source>
        <translation>Keine experiment.json: die Umgebung ist unbekannt.</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of 1.1, 2</source>
        <translation>„%1“ ist keiner von 1.1, 2</translation>
    </message>
    <message>
        <source>expected a stage object, {&quot;duration_s&quot;: 30, &quot;target&quot;: 500}</source>
        <translation>erwartet wird ein Stufen-Objekt, {&quot;duration_s&quot;: 30, &quot;target&quot;: 500}</translation>
    </message>
    <message>
        <source>missing: every stage needs it</source>
        <translation>fehlt: jede Stufe braucht es</translation>
    </message>
    <message>
        <source>the service answered, but its answers failed the endpoint&apos;s checks</source>
        <translation>der Dienst hat geantwortet, aber seine Antworten haben Prüfungen des Endpunkts nicht bestanden</translation>
    </message>
    <message>
        <source>samples.csv names the check each request failed: is the service or the check wrong?</source>
        <translation>samples.csv nennt die Prüfung, an der jede Anfrage gescheitert ist: ist der Dienst falsch oder die Prüfung?</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) failed the check &apos;%1&apos;</source>
        <translation>
            <numerusform>%n Antwort hat die Prüfung „%1“ nicht bestanden</numerusform>
            <numerusform>%n Antworten haben die Prüfung „%1“ nicht bestanden</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a step object</source>
        <translation>erwartet wird ein Schritt-Objekt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of restart, stop-start, recreate, kill, scale, force-update</source>
        <translation>„%1“ ist nicht eines von restart, stop-start, recreate, kill, scale, force-update</translation>
    </message>
    <message>
        <source>expected the node&apos;s Docker address, e.g. &quot;tcp://10.0.0.12:2376&quot;</source>
        <translation>erwartet wird die Docker-Adresse des Knotens, z. B. &quot;tcp://10.0.0.12:2376&quot;</translation>
    </message>
</context>
<context>
    <name>cp::BoundContainers</name>
    <message>
        <source>no stats record showed the memory limit of %1 MiB within %2 s; measuring anyway</source>
        <translation>kein Statistikdatensatz zeigte innerhalb von %2 s die Speichergrenze von %1 MiB; es wird trotzdem gemessen</translation>
    </message>
    <message>
        <source>container &apos;%1&apos; publishes port %2 of %3 on a host port Docker chose, which changes at every restart, so cold and burst runs would lose the endpoint: publish it on a fixed port (docker run -p 127.0.0.1:%2:PORT …)</source>
        <translation>Container „%1“ veröffentlicht Port %2 von %3 auf einem von Docker gewählten Host-Port, der sich bei jedem Neustart ändert, sodass cold- und burst-Läufe den Endpunkt verlieren würden: ihn auf einem festen Port veröffentlichen (docker run -p 127.0.0.1:%2:PORT …)</translation>
    </message>
</context>
<context>
    <name>cp::CapacityResult</name>
    <message>
        <source>%1 req/s</source>
        <translation>%1 Anfr./s</translation>
    </message>
    <message>
        <source>no rate passed</source>
        <translation>keine Rate bestanden</translation>
    </message>
    <message>
        <source>; at %1 req/s %2</source>
        <translation>; bei %1 Anfr./s %2</translation>
    </message>
    <message>
        <source>; the load generator, not the service, was the limit at %1 req/s (%2): the service may carry more; give the load generator more CPU or threads</source>
        <translation>; der Lastgenerator, nicht der Dienst, war bei %1 Anfr./s die Grenze (%2): der Dienst trägt vielleicht mehr; dem Lastgenerator mehr CPU oder Threads geben</translation>
    </message>
    <message>
        <source>; every target held up to the highest rate searched</source>
        <translation>; jedes Ziel hielt bis zur höchsten gesuchten Rate</translation>
    </message>
    <message>
        <source>; the search was stopped before it ended</source>
        <translation>; die Suche wurde vor ihrem Ende angehalten</translation>
    </message>
    <message>
        <source>%1 % of its sends left over 1 ms late with a connection free</source>
        <translation>%1 % seiner Sendungen gingen bei freier Verbindung über 1 ms zu spät hinaus</translation>
    </message>
    <message>
        <source>its threads were busy %1 % of the time</source>
        <translation>seine Threads waren %1 % der Zeit beschäftigt</translation>
    </message>
</context>
<context>
    <name>cp::CapacitySearch</name>
    <message>
        <source>capacity: give at least one target, e.g. p99_ms&lt;50</source>
        <translation>capacity: mindestens ein Ziel angeben, z. B. p99_ms&lt;50</translation>
    </message>
    <message>
        <source>capacity target &apos;%1&apos;: a target is a figure of one probe, without an endpoint and not cold_ratio</source>
        <translation>capacity-Ziel „%1“: ein Ziel ist eine Kennzahl einer Probe, ohne Endpunkt und nicht cold_ratio</translation>
    </message>
    <message>
        <source>capacity: the start rate %1 req/s is not above 0 and at most %2</source>
        <translation>capacity: die Startrate %1 Anfr./s liegt nicht über 0 und höchstens bei %2</translation>
    </message>
    <message>
        <source>capacity: the highest rate %1 req/s is below the start rate %2 or above %3</source>
        <translation>capacity: die höchste Rate %1 Anfr./s liegt unter der Startrate %2 oder über %3</translation>
    </message>
    <message>
        <source>capacity: a probe of %1 s measures too little; give at least 0.1 s</source>
        <translation>capacity: eine Probe von %1 s misst zu wenig; mindestens 0,1 s angeben</translation>
    </message>
    <message>
        <source>capacity: the settling time cannot be negative</source>
        <translation>capacity: die Einschwingzeit kann nicht negativ sein</translation>
    </message>
    <message>
        <source>capacity: the precision %1 is not between 0.001 and 1</source>
        <translation>capacity: die Genauigkeit %1 liegt nicht zwischen 0,001 und 1</translation>
    </message>
    <message>
        <source>capacity: the generator&apos;s bounds are shares between 0 and 1</source>
        <translation>capacity: die Grenzen des Generators sind Anteile zwischen 0 und 1</translation>
    </message>
</context>
<context>
    <name>cp::CapacityView</name>
    <message>
        <source>the service</source>
        <translation>der Dienst</translation>
    </message>
    <message>
        <source>the load generator</source>
        <translation>der Lastgenerator</translation>
    </message>
    <message>
        <source>the highest rate searched</source>
        <translation>die höchste gesuchte Rate</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>No capacity yet. Choose the rate run type and give capacity targets in the Run dock (e.g. p99_ms&lt;50, error_rate&lt;0.001): when the experiment ends, the highest rate that kept them appears here for each sweep point, with the probes that show it.</source>
        <translation>Noch keine Kapazität. Die Laufart rate wählen und im Lauf-Dock Kapazitätsziele angeben (z. B. p99_ms&lt;50, error_rate&lt;0.001): wenn das Experiment endet, erscheint hier für jeden Punkt der Reihe die höchste Rate, die sie einhielt, mit den Proben, die es zeigen.</translation>
    </message>
    <message>
        <source>Highest rate that kept the targets, per sweep point</source>
        <translation>Höchste Rate, die die Ziele einhielt, je Punkt der Reihe</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>Message length</source>
        <translation>Nachrichtenlänge</translation>
    </message>
    <message>
        <source>Capacity req/s</source>
        <translation>Kapazität Anfr./s</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>Proben</translation>
    </message>
    <message>
        <source>What the probes showed</source>
        <translation>Was die Proben zeigten</translation>
    </message>
</context>
<context>
    <name>cp::Capture</name>
    <message>
        <source>capture &apos;%1&apos;: write NAME = json POINTER or NAME = header NAME, e.g. token = json /token</source>
        <translation>Übernahme „%1“: NAME = json ZEIGER oder NAME = header NAME schreiben, z. B. token = json /token</translation>
    </message>
    <message>
        <source>capture &apos;%1&apos;: &apos;%2&apos; is not a JSON pointer: it starts with /, e.g. /data/token</source>
        <translation>Übernahme „%1“: „%2“ ist kein JSON-Zeiger: er beginnt mit /, z. B. /data/token</translation>
    </message>
    <message>
        <source>capture &apos;%1&apos;: &apos;%2&apos; is not a header name</source>
        <translation>Übernahme „%1“: „%2“ ist kein Header-Name</translation>
    </message>
</context>
<context>
    <name>cp::CheckResult</name>
    <message>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 requests failed it (%3)</source>
        <translation>%1 von %2 Anfragen haben sie nicht bestanden (%3)</translation>
    </message>
</context>
<context>
    <name>cp::ColdStartController</name>
    <message>
        <source>could not restart &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht neu gestartet werden: %2</translation>
    </message>
    <message>
        <source>could not stop &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht angehalten werden: %2</translation>
    </message>
    <message>
        <source>could not start &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>could not inspect &apos;%1&apos; to recreate it: %2</source>
        <translation>„%1“ konnte zum Neuanlegen nicht untersucht werden: %2</translation>
    </message>
    <message>
        <source>could not remove &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>could not create &apos;%1&apos; again: %2</source>
        <translation>„%1“ konnte nicht neu angelegt werden: %2</translation>
    </message>
    <message>
        <source>could not kill &apos;%1&apos;: %2</source>
        <translation>„%1“ konnte nicht per SIGKILL beendet werden: %2</translation>
    </message>
</context>
<context>
    <name>cp::ColdStartView</name>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>No cold-start overhead yet. Run warm and cold perf-cost runs (Run ▸ Run types): when the experiment ends, how much slower a cold start is than a warm request appears here, per sweep point, with its interval.</source>
        <translation>Noch kein Kaltstart-Mehraufwand. Warme und kalte perf-cost-Läufe ausführen (Lauf ▸ Laufarten): wenn das Experiment endet, erscheint hier, um wie viel langsamer ein Kaltstart als eine warme Anfrage ist, je Punkt der Reihe und mit Intervall.</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Message length</source>
        <translation>Nachrichtenlänge</translation>
    </message>
    <message>
        <source>T_cold / T_warm (95 % CI)</source>
        <translation>T_cold / T_warm (95-%-KI)</translation>
    </message>
    <message>
        <source>Cold median ms</source>
        <translation>Median kalt ms</translation>
    </message>
    <message>
        <source>Warm median ms</source>
        <translation>Median warm ms</translation>
    </message>
    <message>
        <source>Cold / warm samples</source>
        <translation>Messwerte kalt / warm</translation>
    </message>
    <message>
        <source>Cold start median ms (95 % CI)</source>
        <translation>Kaltstart Median ms (95-%-KI)</translation>
    </message>
    <message>
        <source>Cold start p95 ms</source>
        <translation>Kaltstart p95 ms</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>not swept</source>
        <translation>nicht variiert</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
</context>
<context>
    <name>cp::ContainerActions</name>
    <message>
        <source>start</source>
        <translation>starten</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>anhalten</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>neu starten</translation>
    </message>
    <message>
        <source>the daemon did not %1 %2: %3</source>
        <translation>der Daemon konnte den Container %2 nicht %1: %3</translation>
    </message>
    <message>
        <source>the logs of %1 could not be read: %2</source>
        <translation>die Logs von %1 konnten nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>cp::ContainerControl</name>
    <message>
        <source>the Docker address is not usable: %1</source>
        <translation>die Docker-Adresse ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>the experiment&apos;s docker_host</source>
        <translation>docker_host des Experiments</translation>
    </message>
    <message>
        <source>the Docker daemon at %1 did not describe itself: %2</source>
        <translation>der Docker-Daemon unter %1 hat sich nicht beschrieben: %2</translation>
    </message>
    <message>
        <source>container &apos;%1&apos; does not exist on %2; check the name with &apos;docker ps -a&apos;</source>
        <translation>Container „%1“ gibt es auf %2 nicht; den Namen mit „docker ps -a“ prüfen</translation>
    </message>
    <message>
        <source>cannot inspect container &apos;%1&apos;: %2</source>
        <translation>Container „%1“ kann nicht untersucht werden: %2</translation>
    </message>
    <message>
        <source>container &apos;%1&apos; is %2, not running: start it first (&apos;docker start %1&apos;)</source>
        <translation>Container „%1“ ist %2, läuft also nicht: zuerst starten („docker start %1“)</translation>
    </message>
    <message>
        <source>Docker refused to change the limits of &apos;%1&apos; (%2): %3</source>
        <translation>Docker hat die Grenzen von „%1“ nicht geändert (%2): %3</translation>
    </message>
    <message>
        <source>cannot read back the limits of &apos;%1&apos;: %2</source>
        <translation>die Grenzen von „%1“ können nicht zurückgelesen werden: %2</translation>
    </message>
    <message>
        <source>could not restore the original limits of &apos;%1&apos;: %2</source>
        <translation>die ursprünglichen Grenzen von „%1“ konnten nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>the limits of &apos;%1&apos; read back as memory %2 B, %3 nano-CPUs after restoring memory %4 B, %5 nano-CPUs</source>
        <translation>die Grenzen von „%1“ lauten nach dem Wiederherstellen von Speicher %4 B, %5 Nano-CPUs zurückgelesen Speicher %2 B, %3 Nano-CPUs</translation>
    </message>
    <message>
        <source>the original limits could not be recorded, so none was changed: %1</source>
        <translation>die ursprünglichen Grenzen konnten nicht festgehalten werden, daher wurde keine geändert: %1</translation>
    </message>
    <message>
        <source>the limits are back, but %1 could not be removed (%2): delete it, or it will be offered for restoring again</source>
        <translation>die Grenzen sind wiederhergestellt, aber %1 konnte nicht entfernt werden (%2): die Datei löschen, sonst wird sie erneut zum Wiederherstellen angeboten</translation>
    </message>
</context>
<context>
    <name>cp::ContainerListModel</name>
    <message>
        <source>%1
%2
%3</source>
        <translation>%1
%2
%3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Abbild</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Memory used (without the page cache) / the container&apos;s limit, or the host&apos;s memory</source>
        <translation>Belegter Speicher (ohne Page-Cache) / Speichergrenze des Containers oder Speicher des Hosts</translation>
    </message>
    <message>
        <source>Bytes received / sent over every network interface since the container started</source>
        <translation>Über alle Netzwerkschnittstellen empfangene / gesendete Bytes seit dem Start des Containers</translation>
    </message>
    <message>
        <source>Bytes read / written on block devices since the container started</source>
        <translation>Auf Blockgeräten gelesene / geschriebene Bytes seit dem Start des Containers</translation>
    </message>
    <message>
        <source>Processes and threads in the container</source>
        <translation>Prozesse und Threads im Container</translation>
    </message>
    <message>
        <source>Mem usage / limit</source>
        <translation>Speichernutzung / Grenze</translation>
    </message>
    <message>
        <source>Net I/O</source>
        <translation>Netz-I/O</translation>
    </message>
    <message>
        <source>Block I/O</source>
        <translation>Block-I/O</translation>
    </message>
    <message>
        <source>PIDs</source>
        <translation>PIDs</translation>
    </message>
</context>
<context>
    <name>cp::ContainerLogWindow</name>
    <message>
        <source>Following the logs of %1…</source>
        <translation>Verfolge die Logs von %1…</translation>
    </message>
    <message>
        <source>Logs of %1 — ContainerPerf</source>
        <translation>Logs von %1 — ContainerPerf</translation>
    </message>
    <message>
        <source>The log ended: %1 stopped. Start it and follow its logs again to see more.</source>
        <translation>Das Log ist beendet: %1 wurde angehalten. Den Container starten und seine Logs erneut verfolgen, um mehr zu sehen.</translation>
    </message>
    <message>
        <source>The log ended: %1</source>
        <translation>Das Log ist beendet: %1</translation>
    </message>
</context>
<context>
    <name>cp::ContainerMenu</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu sta&amp;rten</translation>
    </message>
    <message>
        <source>Follow &amp;Logs…</source>
        <translation>&amp;Logs verfolgen…</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Starte %1…</translation>
    </message>
    <message>
        <source>Stopping %1…</source>
        <translation>Halte %1 an…</translation>
    </message>
    <message>
        <source>Restarting %1…</source>
        <translation>Starte %1 neu…</translation>
    </message>
    <message>
        <source>check the container with docker inspect %1 and its logs (Follow Logs…)</source>
        <translation>den Container mit docker inspect %1 und seine Logs (Logs verfolgen…) prüfen</translation>
    </message>
    <message>
        <source>%1 started</source>
        <translation>%1 gestartet</translation>
    </message>
    <message>
        <source>%1 stopped</source>
        <translation>%1 angehalten</translation>
    </message>
    <message>
        <source>%1 restarted</source>
        <translation>%1 neu gestartet</translation>
    </message>
</context>
<context>
    <name>cp::ContainersPanel</name>
    <message>
        <source>New endpoint</source>
        <translation>Neuer Endpunkt</translation>
    </message>
    <message>
        <source>An endpoint for the selected container&apos;s published port, bound to it</source>
        <translation>Ein Endpunkt für den veröffentlichten Port des gewählten Containers, an ihn gebunden</translation>
    </message>
    <message>
        <source>Bind to endpoint</source>
        <translation>An Endpunkt binden</translation>
    </message>
    <message>
        <source>The selected container serves the endpoint chosen in the Targets dock</source>
        <translation>Der gewählte Container bedient den im Bereich Ziele gewählten Endpunkt</translation>
    </message>
    <message>
        <source>Bind service to endpoint</source>
        <translation>Dienst an Endpunkt binden</translation>
    </message>
    <message>
        <source>The selected Swarm service (or the service of the selected task) serves the endpoint chosen in the Targets dock: sweeps and cold starts update the service</source>
        <translation>Der gewählte Swarm-Dienst (oder der Dienst des gewählten Tasks) bedient den im Bereich Ziele gewählten Endpunkt: Sweeps und Kaltstarts aktualisieren den Dienst</translation>
    </message>
    <message>
        <source>Swarm services</source>
        <translation>Swarm-Dienste</translation>
    </message>
</context>
<context>
    <name>cp::CsvColumnsFile</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1:1: the file is empty; expected the %2 header line</source>
        <translation>%1:1: die Datei ist leer; erwartet wird die %2-Kopfzeile</translation>
    </message>
    <message>
        <source>%1:1: no column &apos;%2&apos;: not a ContainerPerf %3 file</source>
        <translation>%1:1: keine Spalte „%2“: keine %3-Datei von ContainerPerf</translation>
    </message>
    <message>
        <source>%1 fields, but the header has %2</source>
        <translation>%1 Felder, aber die Kopfzeile hat %2</translation>
    </message>
    <message>
        <source>%1:%2: read failed: %3</source>
        <translation>%1:%2: Lesen fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
</context>
<context>
    <name>cp::CsvJournal</name>
    <message>
        <source>cannot create the output directory %1</source>
        <translation>Das Ausgabeverzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the journal %1 is not open</source>
        <translation>das Journal %1 ist nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>cp::DataTable</name>
    <message>
        <source>cannot read the data file %1: %2</source>
        <translation>die Datendatei %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>the data file %1 is empty: its first line names the columns, each further line is a row</source>
        <translation>die Datendatei %1 ist leer: ihre erste Zeile benennt die Spalten, jede weitere Zeile ist eine Datenzeile</translation>
    </message>
    <message>
        <source>the data file %1 ends inside a quoted column name</source>
        <translation>die Datendatei %1 endet innerhalb eines Spaltennamens in Anführungszeichen</translation>
    </message>
    <message>
        <source>the data file %1 names no column %2 on its first line: every column needs a name</source>
        <translation>die Datendatei %1 benennt Spalte %2 in ihrer ersten Zeile nicht: jede Spalte braucht einen Namen</translation>
    </message>
    <message>
        <source>the data file %1 names the column &apos;%2&apos; twice</source>
        <translation>die Datendatei %1 benennt die Spalte &apos;%2&apos; zweimal</translation>
    </message>
    <message>
        <source>the data file %1 ends inside a quoted value that starts on line %2</source>
        <translation>die Datendatei %1 endet innerhalb eines Werts in Anführungszeichen, der in Zeile %2 beginnt</translation>
    </message>
    <message>
        <source>line %1 of the data file %2 has %3 values, but its first line names %4 columns</source>
        <translation>Zeile %1 der Datendatei %2 hat %3 Werte, ihre erste Zeile benennt aber %4 Spalten</translation>
    </message>
    <message>
        <source>the data file %1 has more than %2 rows</source>
        <translation>die Datendatei %1 hat mehr als %2 Zeilen</translation>
    </message>
    <message>
        <source>the data file %1 has no rows below the line that names its columns</source>
        <translation>die Datendatei %1 hat keine Zeilen unter der Zeile mit den Spaltennamen</translation>
    </message>
</context>
<context>
    <name>cp::DockerArchive</name>
    <message>
        <source>the archive the daemon sent cannot be read: %1</source>
        <translation>das Archiv, das der Daemon schickte, ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>the archive the daemon sent is damaged: %1</source>
        <translation>das Archiv, das der Daemon schickte, ist beschädigt: %1</translation>
    </message>
    <message>
        <source>the archive the daemon sent names &apos;%1&apos;, outside the copied directory</source>
        <translation>das Archiv, das der Daemon schickte, nennt „%1“, außerhalb des kopierten Ordners</translation>
    </message>
    <message>
        <source>the archive the daemon sent holds more than %1 GiB</source>
        <translation>das Archiv, das der Daemon schickte, enthält mehr als %1 GiB</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the archive the daemon sent ends inside &apos;%1&apos;: %2</source>
        <translation>das Archiv, das der Daemon schickte, endet mitten in „%1“: %2</translation>
    </message>
</context>
<context>
    <name>cp::DockerClient</name>
    <message>
        <source>no Docker daemon answers at %1 (%2): %3. Start the daemon (e.g. &apos;sudo systemctl start docker&apos; or run dockerd), make sure you may use its socket (add yourself to the docker group: &apos;sudo usermod -aG docker $USER&apos;, then log in again), or point DOCKER_HOST at the right daemon.</source>
        <translation>unter %1 (%2) antwortet kein Docker-Daemon: %3. Den Daemon starten (z. B. „sudo systemctl start docker“ oder dockerd ausführen), sicherstellen, dass Sie seinen Socket benutzen dürfen (sich zur Gruppe docker hinzufügen: „sudo usermod -aG docker $USER“, dann neu anmelden), oder DOCKER_HOST auf den richtigen Daemon setzen.</translation>
    </message>
    <message>
        <source>chosen address</source>
        <translation>gewählte Adresse</translation>
    </message>
    <message>
        <source>the daemon at %1 reports an API version &apos;%2&apos; that ContainerPerf cannot read</source>
        <translation>der Daemon unter %1 meldet eine API-Version „%2“, die ContainerPerf nicht lesen kann</translation>
    </message>
    <message>
        <source>cannot talk to the Docker daemon at %1 (%2) over TLS: %3. Its certificates are missing: no %4 in %5 (%6). Put the daemon&apos;s ca.pem, cert.pem and key.pem there, or point DOCKER_CERT_PATH at the directory that holds them.</source>
        <translation>keine TLS-Verbindung zum Docker-Daemon unter %1 (%2): %3. Seine Zertifikate fehlen: kein %4 in %5 (%6). Die Dateien ca.pem, cert.pem und key.pem des Daemons dort ablegen oder DOCKER_CERT_PATH auf das Verzeichnis setzen, das sie enthält.</translation>
    </message>
    <message>
        <source>something answers at %1 (%2), but not as the Docker Engine API does: %3. Point DOCKER_HOST (or the Docker context) at a Docker or Podman daemon; if it is one, check that nothing else holds its address.</source>
        <translation>unter %1 (%2) antwortet etwas, aber nicht so wie die Docker-Engine-API: %3. DOCKER_HOST (oder den Docker-Kontext) auf einen Docker- oder Podman-Daemon richten; ist es einer, prüfen, dass nichts anderes seine Adresse belegt.</translation>
    </message>
    <message>
        <source>its answer to /version is not a JSON object</source>
        <translation>seine Antwort auf /version ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>its answer to %1 is not a JSON array of containers</source>
        <translation>seine Antwort auf %1 ist kein JSON-Array von Containern</translation>
    </message>
</context>
<context>
    <name>cp::DockerConnection</name>
    <message>
        <source>Docker address not usable: %1</source>
        <translation>Docker-Adresse nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Docker: connecting to %1…</source>
        <translation>Docker: verbinde mit %1…</translation>
    </message>
    <message>
        <source>Podman</source>
        <translation>Podman</translation>
    </message>
    <message>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <source>%1 %2 at %3 (API %4)</source>
        <translation>%1 %2 unter %3 (API %4)</translation>
    </message>
    <message>
        <source>no Docker daemon is connected</source>
        <translation>es ist kein Docker-Daemon verbunden</translation>
    </message>
</context>
<context>
    <name>cp::DockerEndpoint</name>
    <message>
        <source>&apos;%1&apos; is not a Docker host address; use unix:///path/to/docker.sock or tcp://host:port</source>
        <translation>„%1“ ist keine Docker-Host-Adresse; unix:///pfad/zu/docker.sock oder tcp://host:port verwenden</translation>
    </message>
    <message>
        <source>the Docker daemon at %1 (%2) is reached over plain TCP: its API is unauthenticated and unencrypted, so whoever reaches that port controls the daemon and its host. Reach it over TLS (DOCKER_HOST with DOCKER_TLS_VERIFY=1 and its certificates) or through its Unix socket, over an SSH tunnel if it is remote.</source>
        <translation>der Docker-Daemon unter %1 (%2) wird über unverschlüsseltes TCP erreicht: seine API ist weder authentifiziert noch verschlüsselt, wer diesen Port erreicht, kontrolliert also den Daemon und seinen Host. Ihn über TLS erreichen (DOCKER_HOST mit DOCKER_TLS_VERIFY=1 und seinen Zertifikaten) oder über seinen Unix-Socket, bei einem entfernten Daemon über einen SSH-Tunnel.</translation>
    </message>
    <message>
        <source>chosen address</source>
        <translation>gewählte Adresse</translation>
    </message>
</context>
<context>
    <name>cp::DockerEndpointResolver</name>
    <message>
        <source>the Docker context &apos;%1&apos; is selected but %2 cannot be read; run &apos;docker context use default&apos; or set DOCKER_HOST</source>
        <translation>der Docker-Kontext „%1“ ist gewählt, aber %2 ist nicht lesbar; „docker context use default“ ausführen oder DOCKER_HOST setzen</translation>
    </message>
    <message>
        <source>context %1</source>
        <translation>Kontext %1</translation>
    </message>
    <message>
        <source>default socket</source>
        <translation>Standard-Socket</translation>
    </message>
    <message>
        <source>Podman socket</source>
        <translation>Podman-Socket</translation>
    </message>
    <message>
        <source>rootless Podman socket</source>
        <translation>rootless-Podman-Socket</translation>
    </message>
    <message>
        <source>DOCKER_CERT_PATH is not set, so the Docker configuration directory</source>
        <translation>DOCKER_CERT_PATH ist nicht gesetzt, daher das Docker-Konfigurationsverzeichnis</translation>
    </message>
    <message>
        <source>the TLS store of context %1</source>
        <translation>der TLS-Speicher des Kontexts %1</translation>
    </message>
</context>
<context>
    <name>cp::DockerReply</name>
    <message>
        <source>no answer from %1 within the time limit</source>
        <translation>keine Antwort von %1 innerhalb des Zeitlimits</translation>
    </message>
    <message>
        <source>the answer from %1 did not complete in time</source>
        <translation>die Antwort von %1 wurde nicht rechtzeitig fertig</translation>
    </message>
    <message>
        <source>TLS to %1 failed: %2 (check DOCKER_CERT_PATH)</source>
        <translation>TLS zu %1 fehlgeschlagen: %2 (DOCKER_CERT_PATH prüfen)</translation>
    </message>
    <message>
        <source>cannot talk to %1: %2</source>
        <translation>keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <source>the socket %1 does not exist</source>
        <translation>den Socket %1 gibt es nicht</translation>
    </message>
    <message>
        <source>permission denied on %1</source>
        <translation>Zugriff auf %1 verweigert</translation>
    </message>
    <message>
        <source>nothing listens on %1</source>
        <translation>an %1 lauscht niemand</translation>
    </message>
    <message>
        <source>the daemon answered HTTP %1 to %2</source>
        <translation>der Daemon antwortete HTTP %1 auf %2</translation>
    </message>
    <message>
        <source>malformed answer from %1: %2</source>
        <translation>fehlerhafte Antwort von %1: %2</translation>
    </message>
    <message>
        <source>%1 closed the connection before answering completely</source>
        <translation>%1 hat die Verbindung vor der vollständigen Antwort geschlossen</translation>
    </message>
    <message>
        <source>the answer from %1 is larger than %2 MiB</source>
        <translation>die Antwort von %1 ist größer als %2 MiB</translation>
    </message>
    <message>
        <source>the daemon answered HTTP %1 to %2, a redirect to %3, which no Engine API call asks to follow</source>
        <translation>der Daemon antwortete HTTP %1 auf %2, eine Weiterleitung nach %3, der kein Aufruf der Engine-API folgen soll</translation>
    </message>
</context>
<context>
    <name>cp::EndpointEditor</name>
    <message>
        <source>One header per line: Name: value</source>
        <translation>Ein Header je Zeile: Name: Wert</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>container names, comma separated</source>
        <translation>Containernamen, kommagetrennt</translation>
    </message>
    <message>
        <source>Bound containers serve this endpoint: their restarts, limits and stats belong to it</source>
        <translation>Gebundene Container bedienen diesen Endpunkt: ihre Neustarts, Grenzen und Statistiken gehören zu ihm</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Body template</source>
        <translation>Body-Vorlage</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Message length</source>
        <translation>Nachrichtenlänge</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>“%1” is not an http:// or https:// URL with a host; did you mean %2?</source>
        <translation>„%1“ ist keine http://- oder https://-URL mit Host; war %2 gemeint?</translation>
    </message>
    <message>
        <source>“%1” is not an http:// or https:// URL with a host</source>
        <translation>„%1“ ist keine http://- oder https://-URL mit Host</translation>
    </message>
    <message>
        <source>header line %1 (“%2”) is not “Name: value”, so it is not sent</source>
        <translation>Header-Zeile %1 („%2“) hat nicht die Form „Name: Wert“ und wird daher nicht gesendet</translation>
    </message>
    <message>
        <source>HTTP/1.1</source>
        <translation>HTTP/1.1</translation>
    </message>
    <message>
        <source>HTTP/2</source>
        <translation>HTTP/2</translation>
    </message>
    <message>
        <source>HTTP/2 goes over TLS as the server agrees by ALPN (https://), with prior knowledge (h2c) over http://</source>
        <translation>HTTP/2 läuft über TLS, wenn der Server es per ALPN wählt (https://), mit Vorwissen (h2c) über http://</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>One check per line, e.g. status in 200-299, body contains ok, json /status == &quot;ok&quot;, header X-Request-Id, bytes_in &lt; 10000</source>
        <translation>Eine Prüfung je Zeile, z. B. status in 200-299, body contains ok, json /status == &quot;ok&quot;, header X-Request-Id, bytes_in &lt; 10000</translation>
    </message>
    <message>
        <source>Every answer must pass these; one that fails a check is an error of class check, named in samples.csv</source>
        <translation>Jede Antwort muss diese bestehen; eine, die eine Prüfung nicht besteht, ist ein Fehler der Klasse check und wird in samples.csv genannt</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>check line %1: %2</source>
        <translation>Prüfung in Zeile %1: %2</translation>
    </message>
    <message>
        <source>message={{msg}} — also {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}, {{data.COLUMN}}</source>
        <translation>message={{msg}} — auch {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}, {{data.SPALTE}}</translation>
    </message>
    <message>
        <source>none — a CSV file whose first line names its columns</source>
        <translation>keine — eine CSV-Datei, deren erste Zeile die Spalten benennt</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Data file</source>
        <translation>Datendatei</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Request N takes row N of this file (from the first again after the last) for its {{data.COLUMN}} placeholders in the URL, the body and header values</source>
        <translation>Anfrage N nimmt Zeile N dieser Datei (nach der letzten wieder ab der ersten) für ihre Platzhalter {{data.SPALTE}} in der URL, im Body und in Header-Werten</translation>
    </message>
    <message>
        <source>When the run settings mix the endpoints: this endpoint&apos;s share of the rate or of the connections, relative to the other endpoints&apos; weights</source>
        <translation>Wenn die Laufeinstellungen die Endpunkte mischen: der Anteil dieses Endpunkts an der Rate oder an den Verbindungen, im Verhältnis zu den Gewichten der anderen Endpunkte</translation>
    </message>
    <message>
        <source>Weight in a mix</source>
        <translation>Gewicht in einer Mischung</translation>
    </message>
    <message>
        <source>A request sequence comes from an experiment file (File ▸ Open): edit its steps and captures there; they are kept as they are while you edit this request</source>
        <translation>Eine Anfragefolge kommt aus einer Experimentdatei (Datei ▸ Öffnen): ihre Schritte und Übernahmen dort bearbeiten; sie bleiben erhalten, während Sie diese Anfrage bearbeiten</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>none: this request alone</source>
        <translation>keine: nur diese Anfrage</translation>
    </message>
    <message>
        <source>%1 (continuous runs, one connection each)</source>
        <translation>%1 (continuous-Läufe, je eine Verbindung)</translation>
    </message>
    <message>
        <source>; captures %1</source>
        <translation>; übernimmt %1</translation>
    </message>
    <message>
        <source>Swarm service names, comma separated</source>
        <translation>Namen von Swarm-Diensten, durch Komma getrennt</translation>
    </message>
    <message>
        <source>Bound Swarm services serve this endpoint: sweeps and cold starts update the service, and its tasks&apos; stats belong to it (docs/scale-out.md)</source>
        <translation>Gebundene Swarm-Dienste bedienen diesen Endpunkt: Sweeps und Kaltstarts aktualisieren den Dienst, und die Statistik seiner Tasks gehört zu ihm (docs/scale-out.md)</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Dienste</translation>
    </message>
</context>
<context>
    <name>cp::EndpointListModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Built-in demo service</source>
        <translation>Eingebauter Demodienst</translation>
    </message>
</context>
<context>
    <name>cp::Experiment</name>
    <message>
        <source>no endpoint: give the URL to measure</source>
        <translation>kein Endpunkt: die zu messende URL angeben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>„%1“ ist keine http://- oder https://-URL mit Host</translation>
    </message>
    <message>
        <source>the timeout must be positive</source>
        <translation>das Zeitlimit muss positiv sein</translation>
    </message>
    <message>
        <source>the message length must be between 0 and 65535</source>
        <translation>die Nachrichtenlänge muss zwischen 0 und 65535 liegen</translation>
    </message>
    <message>
        <source>no run type chosen</source>
        <translation>keine Laufart gewählt</translation>
    </message>
    <message>
        <source>concurrency must be at least 1, not %1</source>
        <translation>die Parallelität muss mindestens 1 sein, nicht %1</translation>
    </message>
    <message>
        <source>repetitions must be at least 1, not %1</source>
        <translation>die Wiederholungen müssen mindestens 1 sein, nicht %1</translation>
    </message>
    <message>
        <source>duration and request count cannot be negative</source>
        <translation>Dauer und Anfragezahl können nicht negativ sein</translation>
    </message>
    <message>
        <source>give a duration or a request count</source>
        <translation>eine Dauer oder eine Anfragezahl angeben</translation>
    </message>
    <message>
        <source>the rate cannot be negative</source>
        <translation>die Rate kann nicht negativ sein</translation>
    </message>
    <message>
        <source>a rate run needs a rate above 0 requests/s</source>
        <translation>ein rate-Lauf braucht eine Rate über 0 Anfragen/s</translation>
    </message>
    <message>
        <source>a rate ramp needs a duration</source>
        <translation>eine Ratenrampe braucht eine Dauer</translation>
    </message>
    <message>
        <source>pauses and warm-up cannot be negative</source>
        <translation>Pausen und Aufwärmzeit können nicht negativ sein</translation>
    </message>
    <message>
        <source>memory size %1 MiB is below Docker&apos;s minimum of %2 MiB</source>
        <translation>die Speichergröße %1 MiB liegt unter Dockers Minimum von %2 MiB</translation>
    </message>
    <message>
        <source>threads cannot be negative</source>
        <translation>die Zahl der Threads kann nicht negativ sein</translation>
    </message>
    <message>
        <source>memory size %1 MiB is above the largest of %2 MiB</source>
        <translation>die Speichergröße %1 MiB liegt über dem Höchstwert von %2 MiB</translation>
    </message>
    <message>
        <source>CPU limit %1 must be between %2 and %3 cores</source>
        <translation>die CPU-Grenze %1 muss zwischen %2 und %3 Kernen liegen</translation>
    </message>
    <message>
        <source>message length %1 must be between 0 and %2</source>
        <translation>die Nachrichtenlänge %1 muss zwischen 0 und %2 liegen</translation>
    </message>
    <message>
        <source>streams must be between 1 and %1</source>
        <translation>Streams müssen zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>%1 streams per connection need an HTTP/2 endpoint: HTTP/1.1 sends one request at a time on a connection (raise the concurrency instead)</source>
        <translation>%1 Streams je Verbindung brauchen einen HTTP/2-Endpunkt: HTTP/1.1 sendet je Verbindung eine Anfrage nach der anderen (stattdessen die Parallelität erhöhen)</translation>
    </message>
    <message>
        <source>streams per connection are the socket engine&apos;s: the qnam engine chooses its own</source>
        <translation>Streams je Verbindung gibt es nur in der Socket-Engine: die qnam-Engine wählt ihre eigenen</translation>
    </message>
    <message>
        <source>stages need a continuous or a rate run</source>
        <translation>Stufen brauchen einen continuous- oder rate-Lauf</translation>
    </message>
    <message>
        <source>stages are requests in flight for a continuous run and a rate for a rate run: give one of the two run types, not both</source>
        <translation>Stufen sind bei einem continuous-Lauf laufende Anfragen und bei einem rate-Lauf eine Rate: eine der beiden Laufarten angeben, nicht beide</translation>
    </message>
    <message>
        <source>stage %1: its duration and target cannot be negative</source>
        <translation>Stufe %1: Dauer und Ziel können nicht negativ sein</translation>
    </message>
    <message>
        <source>stage %1: %2 requests in flight is above the most, %3</source>
        <translation>Stufe %1: %2 laufende Anfragen liegen über dem Höchstwert von %3</translation>
    </message>
    <message>
        <source>the stages last no time: give at least one stage a duration</source>
        <translation>die Stufen dauern keine Zeit: mindestens einer Stufe eine Dauer geben</translation>
    </message>
    <message>
        <source>the stages last %1 s but the duration is %2 s: leave the duration out, the stages set it</source>
        <translation>die Stufen dauern %1 s, die Dauer ist aber %2 s: die Dauer weglassen, die Stufen legen sie fest</translation>
    </message>
    <message>
        <source>a rate run takes either a rate or stages, not both</source>
        <translation>ein rate-Lauf nimmt entweder eine Rate oder Stufen, nicht beides</translation>
    </message>
    <message>
        <source>stages of requests in flight need the socket engine</source>
        <translation>Stufen laufender Anfragen brauchen die Socket-Engine</translation>
    </message>
    <message>
        <source>the stages put up to %1 requests in flight but the concurrency is %2: leave the concurrency out, the stages set it</source>
        <translation>die Stufen haben bis zu %1 laufende Anfragen, die Parallelität ist aber %2: die Parallelität weglassen, die Stufen legen sie fest</translation>
    </message>
    <message>
        <source>threshold &apos;%1&apos; names endpoint &apos;%2&apos;, which this experiment does not have</source>
        <translation>Schwellenwert „%1“ nennt den Endpunkt „%2“, den dieses Experiment nicht hat</translation>
    </message>
    <message>
        <source>threshold &apos;%1&apos; needs the run types warm and cold, to measure cold starts</source>
        <translation>Schwellenwert „%1“ braucht die Laufarten warm und cold, um Kaltstarts zu messen</translation>
    </message>
    <message>
        <source>a capacity search is what a rate run does: add the run type rate</source>
        <translation>eine Kapazitätssuche ist Sache eines rate-Laufs: die Laufart rate hinzufügen</translation>
    </message>
    <message>
        <source>a capacity search chooses its own rates: leave out the rate and the stages</source>
        <translation>eine Kapazitätssuche wählt ihre Raten selbst: Rate und Stufen weglassen</translation>
    </message>
    <message>
        <source>stopping at a failed threshold needs a threshold: give one, e.g. error_rate&lt;0.01</source>
        <translation>das Anhalten bei einer verfehlten Schwelle braucht eine Schwelle: eine angeben, z. B. error_rate&lt;0.01</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos;: its weight must be above 0, not %2</source>
        <translation>Endpunkt „%1“: sein Gewicht muss über 0 liegen, nicht %2</translation>
    </message>
    <message>
        <source>a mix loads several endpoints at once: give at least two, or leave the mix out</source>
        <translation>eine Mischung lädt mehrere Endpunkte zugleich: mindestens zwei angeben oder die Mischung weglassen</translation>
    </message>
    <message>
        <source>a mix of %1 endpoints is more than the most, %2</source>
        <translation>eine Mischung aus %1 Endpunkten ist mehr als das Höchstmaß, %2</translation>
    </message>
    <message>
        <source>a mix loads continuous and rate runs: add one of the two run types</source>
        <translation>eine Mischung lädt continuous- und rate-Läufe: eine der beiden Laufarten hinzufügen</translation>
    </message>
    <message>
        <source>two endpoints of the mix are named &apos;%1&apos;: name each one differently, so that its samples and figures can be told apart</source>
        <translation>zwei Endpunkte der Mischung heißen „%1“: jeden anders benennen, damit seine Messwerte und Kennzahlen unterscheidbar sind</translation>
    </message>
    <message>
        <source>the mix&apos;s endpoints have %1 checks together, more than the most, %2</source>
        <translation>die Endpunkte der Mischung haben zusammen %1 Prüfungen, mehr als das Höchstmaß, %2</translation>
    </message>
    <message>
        <source>a continuous run of a mix of %1 endpoints needs a concurrency of at least %1, not %2</source>
        <translation>ein continuous-Lauf einer Mischung aus %1 Endpunkten braucht eine Parallelität von mindestens %1, nicht %2</translation>
    </message>
    <message>
        <source>a rate run of a mix of %1 endpoints needs a concurrency of 1 (as needed) or at least %1, not %2</source>
        <translation>ein rate-Lauf einer Mischung aus %1 Endpunkten braucht eine Parallelität von 1 (nach Bedarf) oder mindestens %1, nicht %2</translation>
    </message>
    <message>
        <source>%1 requests cannot be shared among %2 endpoints: give at least %2</source>
        <translation>%1 Anfragen lassen sich nicht auf %2 Endpunkte verteilen: mindestens %2 angeben</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; captures values, but no request comes after it to take them: add its steps, or leave out the captures</source>
        <translation>Endpunkt „%1“ übernimmt Werte, aber keine Anfrage folgt, die sie nimmt: seine Schritte hinzufügen oder die Übernahmen weglassen</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; has %2 steps, more than the most, %3</source>
        <translation>Endpunkt „%1“ hat %2 Schritte, mehr als das Höchstmaß, %3</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; is a request sequence: it runs in continuous runs only, where each request follows the last one&apos;s answer; choose the run type continuous alone</source>
        <translation>Endpunkt „%1“ ist eine Anfragefolge: sie läuft nur in continuous-Läufen, in denen jede Anfrage der Antwort der vorigen folgt; nur die Laufart continuous wählen</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; is a request sequence, which a mix does not take: leave out the mix, or the sequence&apos;s steps</source>
        <translation>Endpunkt „%1“ ist eine Anfragefolge, die eine Mischung nicht aufnimmt: die Mischung oder die Schritte der Folge weglassen</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; is a request sequence: it needs the socket engine</source>
        <translation>Endpunkt „%1“ ist eine Anfragefolge: sie braucht die Socket-Engine</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; is a request sequence: it speaks HTTP/1.1 only</source>
        <translation>Endpunkt „%1“ ist eine Anfragefolge: sie spricht nur HTTP/1.1</translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of endpoint &apos;%2&apos; goes to another server: a sequence&apos;s requests share one connection, so its steps&apos; URLs start with %3</source>
        <translation>Schritt „%1“ von Endpunkt „%2“ geht an einen anderen Server: die Anfragen einer Folge teilen eine Verbindung, daher beginnen die URLs ihrer Schritte mit %3</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; has two requests named &apos;%2&apos;: name each step differently, so that its samples and figures can be told apart</source>
        <translation>Endpunkt „%1“ hat zwei Anfragen namens „%2“: jeden Schritt anders benennen, damit seine Messwerte und Kennzahlen unterscheidbar sind</translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of endpoint &apos;%2&apos;: %3</source>
        <translation>Schritt „%1“ von Endpunkt „%2“: %3</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; captures &apos;%2&apos; twice: give each value its own name</source>
        <translation>Endpunkt „%1“ übernimmt „%2“ zweimal: jedem Wert einen eigenen Namen geben</translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; has %2 checks and captures over its steps, more than the most, %3</source>
        <translation>Endpunkt „%1“ hat über seine Schritte %2 Prüfungen und Übernahmen, mehr als das Höchstmaß, %3</translation>
    </message>
    <message>
        <source>threshold &apos;%1&apos;: late sends are counted for a whole run, and &apos;%2&apos; shares its runs with other requests; write late_send_rate without an endpoint</source>
        <translation>Schwellenwert „%1“: verspätete Sendungen werden für einen ganzen Lauf gezählt, und „%2“ teilt seine Läufe mit anderen Anfragen; late_send_rate ohne Endpunkt schreiben</translation>
    </message>
    <message>
        <source>an experiment binds containers or Swarm services, not both: a sweep or cold start would change the one through the container and the other through the service</source>
        <translation>ein Experiment bindet Container oder Swarm-Dienste, nicht beides: ein Sweep oder Kaltstart änderte das eine über den Container und das andere über den Dienst</translation>
    </message>
    <message>
        <source>cold starts of Swarm services scale them to zero and back (cold start method &apos;scale&apos;) or force a rolling update (&apos;force-update&apos;); &apos;%1&apos; is for containers</source>
        <translation>Kaltstarts von Swarm-Diensten skalieren sie auf null und zurück (Kaltstartmethode „scale“) oder erzwingen ein fortlaufendes Update („force-update“); „%1“ ist für Container</translation>
    </message>
    <message>
        <source>the cold start method &apos;%1&apos; is for Swarm services; containers take restart, stop-start, recreate or kill</source>
        <translation>die Kaltstartmethode „%1“ ist für Swarm-Dienste; Container nehmen restart, stop-start, recreate oder kill</translation>
    </message>
    <message>
        <source>cold and burst runs and memory or CPU sweeps need every endpoint bound to a container or a Swarm service, and “%1” is not: name the containers that serve it</source>
        <translation>cold- und burst-Läufe sowie Speicher- oder CPU-Sweeps brauchen jeden Endpunkt an einen Container oder einen Swarm-Dienst gebunden, und „%1“ ist es nicht: die Container nennen, die ihn bedienen</translation>
    </message>
    <message>
        <source>generators: between 1 and %1 replicas, not %2</source>
        <translation>Generatoren: zwischen 1 und %1 Replikate, nicht %2</translation>
    </message>
    <message>
        <source>--shard: shard %1 of %2 does not exist; shards count from 0</source>
        <translation>--shard: Teil %1 von %2 gibt es nicht; Teile zählen ab 0</translation>
    </message>
    <message>
        <source>generators on a swarm cannot search for capacity yet: each probe&apos;s verdict needs every generator&apos;s samples at once; search from here</source>
        <translation>Generatoren im Swarm können noch nicht nach der Kapazität suchen: das Urteil jeder Probe braucht die Messwerte aller Generatoren zugleich; suchen Sie von hier</translation>
    </message>
    <message>
        <source>generators on a swarm load one endpoint at a time; run the mix from here</source>
        <translation>Generatoren im Swarm belasten einen Endpunkt nach dem anderen; führen Sie die Mischung von hier aus</translation>
    </message>
    <message>
        <source>generators on a swarm do not send request sequences (&apos;%1&apos;); run it from here</source>
        <translation>Generatoren im Swarm senden keine Anfragefolgen („%1“); führen Sie sie von hier aus</translation>
    </message>
    <message>
        <source>generators on a swarm cannot read the data file of &apos;%1&apos;, which is on this machine; run it from here</source>
        <translation>Generatoren im Swarm können die Datendatei von „%1“ nicht lesen, sie liegt auf diesem Rechner; führen Sie es von hier aus</translation>
    </message>
    <message>
        <source>a concurrency of %1 cannot be shared among %2 generators: give each at least one connection</source>
        <translation>eine Parallelität von %1 lässt sich nicht auf %2 Generatoren verteilen: geben Sie jedem mindestens eine Verbindung</translation>
    </message>
    <message>
        <source>%1 requests cannot be shared among %2 generators</source>
        <translation>%1 Anfragen lassen sich nicht auf %2 Generatoren verteilen</translation>
    </message>
    <message>
        <source>generators on a swarm cannot abort at a failed threshold: the thresholds are checked once their samples are merged</source>
        <translation>Generatoren im Swarm können nicht bei einem verfehlten Schwellwert abbrechen: die Schwellwerte werden geprüft, wenn ihre Messwerte zusammengeführt sind</translation>
    </message>
    <message>
        <source>generators on a swarm send continuous and rate runs; a %1 run restarts or times its containers between requests: leave it out, or send it from here (no generators)</source>
        <translation>Generatoren im Swarm senden Dauer- und Ratenläufe; ein %1-Lauf startet oder misst seine Container zwischen den Anfragen neu: lassen Sie ihn weg, oder senden Sie ihn von hier (ohne Generatoren)</translation>
    </message>
    <message>
        <source>generators on a swarm cannot share a continuous run&apos;s stages: each would round its share of the requests in flight; use a rate run&apos;s stages, or no generators</source>
        <translation>Generatoren im Swarm können die Stufen eines Dauerlaufs nicht teilen: jeder würde seinen Anteil der laufenden Anfragen runden; nehmen Sie die Stufen eines Ratenlaufs, oder keine Generatoren</translation>
    </message>
    <message>
        <source>a rate run&apos;s most connections, %1, cannot be shared among %2 generators: give each at least one, or leave the concurrency at 1 for each to choose</source>
        <translation>die höchstens %1 Verbindungen eines Ratenlaufs lassen sich nicht auf %2 Generatoren verteilen: geben Sie jedem mindestens eine, oder lassen Sie die Parallelität bei 1, damit jeder selbst wählt</translation>
    </message>
</context>
<context>
    <name>cp::ExperimentRunner</name>
    <message>
        <source>an experiment is already running: stop it first</source>
        <translation>es läuft bereits ein Experiment: zuerst anhalten</translation>
    </message>
    <message>
        <source>%1 holds the original limits of a run that ended before it set them back: run &apos;containerperf-cli restore %1&apos; first, or choose another results directory</source>
        <translation>%1 enthält die ursprünglichen Grenzen eines Laufs, der endete, bevor er sie zurücksetzen konnte: zuerst „containerperf-cli restore %1“ ausführen oder ein anderes Ergebnisverzeichnis wählen</translation>
    </message>
</context>
<context>
    <name>cp::ExperimentSession</name>
    <message>
        <source>stopped before the first run</source>
        <translation>vor dem ersten Lauf angehalten</translation>
    </message>
    <message>
        <source>stopped; the samples measured so far are written</source>
        <translation>angehalten; die bisher gemessenen Werte sind geschrieben</translation>
    </message>
    <message>
        <source>container &apos;%1&apos; went away during run %2 (Docker event &apos;%3&apos;%4): its endpoint no longer answers, so the run stops; start the container again and repeat the experiment</source>
        <translation>Container „%1“ ist während Lauf %2 verschwunden (Docker-Ereignis „%3“%4): sein Endpunkt antwortet nicht mehr, daher endet der Lauf; den Container erneut starten und das Experiment wiederholen</translation>
    </message>
    <message>
        <source>stopped because a bound container went away; the samples measured so far are written</source>
        <translation>angehalten, weil ein gebundener Container verschwunden ist; die bisher gemessenen Werte sind geschrieben</translation>
    </message>
</context>
<context>
    <name>cp::GeneratorJobRemoval</name>
    <message>
        <source>the generators&apos; job %1 could not be removed (%2): remove it with docker service rm %1</source>
        <translation>der Job %1 der Generatoren ließ sich nicht entfernen (%2): entfernen Sie ihn mit docker service rm %1</translation>
    </message>
    <message>
        <source>the generators&apos; containers on %1 could not be listed (%2): remove those labelled %3=%4 with docker rm -f</source>
        <translation>die Container der Generatoren auf %1 ließen sich nicht auflisten (%2): entfernen Sie die mit dem Label %3=%4 mit docker rm -f</translation>
    </message>
    <message>
        <source>a generator&apos;s container %1 could not be removed (%2): remove it with docker rm -f %1 on %3</source>
        <translation>der Container %1 eines Generators ließ sich nicht entfernen (%2): entfernen Sie ihn mit docker rm -f %1 auf %3</translation>
    </message>
    <message>
        <source>the generators&apos; secret %1 could not be removed (%2): remove it with docker secret rm %1</source>
        <translation>das Secret %1 der Generatoren ließ sich nicht entfernen (%2): entfernen Sie es mit docker secret rm %1</translation>
    </message>
</context>
<context>
    <name>cp::HelpBrowser</name>
    <message>
        <source>ContainerPerf Help</source>
        <translation>ContainerPerf-Hilfe</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>cp::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About ContainerPerf</source>
        <translation>&amp;Über ContainerPerf</translation>
    </message>
    <message>
        <source>%1 ▸ %2</source>
        <translation>%1 ▸ %2</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>In a chart: pan</source>
        <translation>In einem Diagramm: verschieben</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>In a chart: zoom around the pointer</source>
        <translation>In einem Diagramm: um den Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Left drag</source>
        <translation>Ziehen mit linker Taste</translation>
    </message>
    <message>
        <source>In a chart: zoom into a time range</source>
        <translation>In einem Diagramm: in einen Zeitbereich zoomen</translation>
    </message>
    <message>
        <source>Middle drag</source>
        <translation>Ziehen mit mittlerer Taste</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About ContainerPerf</source>
        <translation>Über ContainerPerf</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ContainerPerf %1&lt;/h3&gt;&lt;p&gt;Latency and resource cost of HTTP services in Docker containers: warm, cold, in bursts, one by one, and across memory limits.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ContainerPerf %1&lt;/h3&gt;&lt;p&gt;Latenz und Ressourcenbedarf von HTTP-Diensten in Docker-Containern: warm, kalt, in Schüben, einzeln und über Speichergrenzen hinweg.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>cp::HtmlReport</name>
    <message>
        <source>ContainerPerf report</source>
        <translation>ContainerPerf-Bericht</translation>
    </message>
    <message numerus="yes">
        <source>Written by ContainerPerf %1 on %2 from %n results directories.</source>
        <translation>
            <numerusform>Geschrieben von ContainerPerf %1 am %2 aus %n Ergebnisverzeichnis.</numerusform>
            <numerusform>Geschrieben von ContainerPerf %1 am %2 aus %n Ergebnisverzeichnissen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the report: %2</source>
        <translation>%1: der Bericht kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>cp::JsonReader</name>
    <message>
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>erwartet wird eine Zeichenkette, gefunden: %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>erwartet wird true oder false, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>erwartet wird eine Zahl, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a whole number, not %1</source>
        <translation>erwartet wird eine ganze Zahl, nicht %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>erwartet wird ein Array, gefunden: %1</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>erwartet wird ein Objekt, gefunden: %1</translation>
    </message>
    <message>
        <source>missing: how many generators to run</source>
        <translation>fehlt: wie viele Generatoren laufen sollen</translation>
    </message>
    <message>
        <source>expected a network&apos;s name, e.g. &quot;host&quot;</source>
        <translation>erwartet den Namen eines Netzes, z. B. &quot;host&quot;</translation>
    </message>
</context>
<context>
    <name>cp::LimitSweeper</name>
    <message>
        <source>the memory limit of &apos;%1&apos; did not take: asked for %2 MiB (swap the same), the daemon reports %3 bytes (swap %4)</source>
        <translation>die Speichergrenze von „%1“ wurde nicht übernommen: verlangt %2 MiB (Swap ebenso), der Daemon meldet %3 Byte (Swap %4)</translation>
    </message>
    <message>
        <source>the CPU limit of &apos;%1&apos; did not take: asked for %2 CPUs, the daemon reports %3</source>
        <translation>die CPU-Grenze von „%1“ wurde nicht übernommen: verlangt %2 CPUs, der Daemon meldet %3</translation>
    </message>
</context>
<context>
    <name>cp::LimitsRestorer</name>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <source>memory %1, memory-swap %2, CPUs %3</source>
        <translation>Speicher %1, memory-swap %2, CPUs %3</translation>
    </message>
    <message>
        <source>%1 is not a directory: give the results directory of the run</source>
        <translation>%1 ist kein Verzeichnis: das Ergebnisverzeichnis des Laufs angeben</translation>
    </message>
    <message>
        <source>nothing to restore: %1 holds no %2, so its run set the limits back itself or changed none</source>
        <translation>nichts wiederherzustellen: %1 enthält kein %2, sein Lauf hat die Grenzen also selbst zurückgesetzt oder keine geändert</translation>
    </message>
    <message>
        <source>restored &apos;%1&apos;: %2</source>
        <translation>„%1“ wiederhergestellt: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; already had %2</source>
        <translation>„%1“ hatte bereits %2</translation>
    </message>
</context>
<context>
    <name>cp::LiveCharts</name>
    <message>
        <source>Follow live</source>
        <translation>Live folgen</translation>
    </message>
    <message>
        <source>Keep the newest data in view; zooming or panning turns this off</source>
        <translation>Die neuesten Daten im Blick behalten; Zoomen oder Verschieben schaltet das ab</translation>
    </message>
    <message>
        <source>Whole experiment</source>
        <translation>Ganzes Experiment</translation>
    </message>
    <message>
        <source>Last 10 s</source>
        <translation>Letzte 10 s</translation>
    </message>
    <message>
        <source>Last 60 s</source>
        <translation>Letzte 60 s</translation>
    </message>
    <message>
        <source>Last 10 min</source>
        <translation>Letzte 10 min</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Latency of every request</source>
        <translation>Latenz jeder Anfrage</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <source>warm</source>
        <translation>warm</translation>
    </message>
    <message>
        <source>cold</source>
        <translation>kalt</translation>
    </message>
    <message>
        <source>Throughput and errors</source>
        <translation>Durchsatz und Fehler</translation>
    </message>
    <message>
        <source>errors/s</source>
        <translation>Fehler/s</translation>
    </message>
    <message>
        <source>completed/s</source>
        <translation>abgeschlossen/s</translation>
    </message>
    <message>
        <source>Container CPU and memory</source>
        <translation>CPU und Speicher der Container</translation>
    </message>
    <message>
        <source>Container network</source>
        <translation>Netzwerk der Container</translation>
    </message>
    <message>
        <source>KiB/s</source>
        <translation>KiB/s</translation>
    </message>
    <message>
        <source>Latency histogram</source>
        <translation>Latenzhistogramm</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>requests per bin</source>
        <translation>Anfragen je Klasse</translation>
    </message>
    <message>
        <source>Latency CDF</source>
        <translation>Latenz-Verteilungsfunktion</translation>
    </message>
    <message>
        <source>CDF</source>
        <translation>Verteilungsfunktion</translation>
    </message>
    <message>
        <source>%1 CPU</source>
        <translation>%1 CPU</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>%1 Speicher</translation>
    </message>
    <message>
        <source>%1 rx</source>
        <translation>%1 empfangen</translation>
    </message>
    <message>
        <source>%1 tx</source>
        <translation>%1 gesendet</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>% at or below</source>
        <translation>% kleiner oder gleich</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>p50 (1 s)</source>
        <translation>p50 (1 s)</translation>
    </message>
    <message>
        <source>p99 (1 s)</source>
        <translation>p99 (1 s)</translation>
    </message>
    <message>
        <source>events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>%1 s: %2 %3</source>
        <translation>%1 s: %2 %3</translation>
    </message>
    <message>
        <source>%1 s: %2 %3 (%4)</source>
        <translation>%1 s: %2 %3 (%4)</translation>
    </message>
    <message>
        <source>target/s</source>
        <translation>Ziel/s</translation>
    </message>
</context>
<context>
    <name>cp::MainWindow</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Import failed: %1</source>
        <translation>Import fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Docker: not connected</source>
        <translation>Docker: nicht verbunden</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Recent</source>
        <translation>&amp;Zuletzt verwendet</translation>
    </message>
    <message>
        <source>&amp;Import Results…</source>
        <translation>Ergebnisse &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Follow Live</source>
        <translation>Live &amp;folgen</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>The built-in demo service could not start: %1</source>
        <translation>Der eingebaute Demodienst konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>close other programs that hold local ports, or add an endpoint of your own</source>
        <translation>andere Programme schließen, die lokale Ports belegen, oder einen eigenen Endpunkt hinzufügen</translation>
    </message>
    <message>
        <source>The experiment cannot start: %1.</source>
        <translation>Das Experiment kann nicht starten: %1.</translation>
    </message>
    <message>
        <source>correct these settings in the Targets and Run docks, then start again</source>
        <translation>diese Einstellungen in den Bereichen Ziele und Lauf korrigieren, dann erneut starten</translation>
    </message>
    <message>
        <source>This experiment binds containers or sets limits, but Docker is not connected.</source>
        <translation>Dieses Experiment bindet Container oder setzt Grenzen, aber Docker ist nicht verbunden.</translation>
    </message>
    <message>
        <source>start the Docker daemon or set the Docker host in the Targets dock</source>
        <translation>den Docker-Daemon starten oder den Docker-Host im Bereich Ziele setzen</translation>
    </message>
    <message>
        <source>The experiment did not start: %1</source>
        <translation>Das Experiment ist nicht gestartet: %1</translation>
    </message>
    <message>
        <source>check the settings and that the results folder is writable</source>
        <translation>die Einstellungen prüfen und ob der Ergebnisordner beschreibbar ist</translation>
    </message>
    <message>
        <source>Stopped; results so far are in %1</source>
        <translation>Angehalten; die bisherigen Ergebnisse liegen in %1</translation>
    </message>
    <message>
        <source>Finished; results are in %1</source>
        <translation>Fertig; die Ergebnisse liegen in %1</translation>
    </message>
    <message>
        <source>Stopping and writing the results…</source>
        <translation>Halte an und schreibe die Ergebnisse…</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1.</source>
        <translation>Die Einstellungen konnten nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>make that folder writable</source>
        <translation>diesen Ordner beschreibbar machen</translation>
    </message>
    <message>
        <source>stop the run, then import again</source>
        <translation>den Lauf anhalten, dann erneut importieren</translation>
    </message>
    <message>
        <source>the file may have moved; choose it again with Open or Import</source>
        <translation>die Datei wurde vielleicht verschoben; sie mit Öffnen oder Importieren erneut wählen</translation>
    </message>
    <message>
        <source>Untitled experiment</source>
        <translation>Unbenanntes Experiment</translation>
    </message>
    <message>
        <source>%1 — ContainerPerf</source>
        <translation>%1 — ContainerPerf</translation>
    </message>
    <message>
        <source>Save Experiment</source>
        <translation>Experiment speichern</translation>
    </message>
    <message>
        <source>Experiment files (*.json)</source>
        <translation>Experimentdateien (*.json)</translation>
    </message>
    <message>
        <source>choose another folder</source>
        <translation>einen anderen Ordner wählen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>stop the running experiment before opening another</source>
        <translation>vor dem Öffnen eines anderen das laufende Experiment anhalten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open Experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <source>The experiment could not be opened: %1</source>
        <translation>Das Experiment konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>fix the named keys in the file, or save the current experiment to get a valid example</source>
        <translation>die genannten Schlüssel in der Datei korrigieren oder das aktuelle Experiment speichern, um ein gültiges Beispiel zu erhalten</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <source>Perf-cost curve</source>
        <translation>Perf-cost-Kurve</translation>
    </message>
    <message>
        <source>Cold starts</source>
        <translation>Kaltstarts</translation>
    </message>
    <message>
        <source>The last session&apos;s endpoints and run settings could not be restored: %1.</source>
        <translation>Die Endpunkte und Laufeinstellungen der letzten Sitzung konnten nicht wiederhergestellt werden: %1.</translation>
    </message>
    <message>
        <source>set them up again, or open a saved experiment with File ▸ Open</source>
        <translation>sie neu einrichten oder ein gespeichertes Experiment mit Datei ▸ Öffnen laden</translation>
    </message>
    <message>
        <source>The last session&apos;s endpoints are back, but secrets are never stored, so these read *** now: %1.</source>
        <translation>Die Endpunkte der letzten Sitzung sind wieder da, aber Geheimnisse werden nie gespeichert, daher lauten diese jetzt ***: %1.</translation>
    </message>
    <message>
        <source>enter them again in the Targets dock before you start</source>
        <translation>sie vor dem Start im Bereich Ziele erneut eingeben</translation>
    </message>
    <message>
        <source>Results F&amp;older…</source>
        <translation>Ergebnis&amp;ordner…</translation>
    </message>
    <message>
        <source>Run &amp;Again</source>
        <translation>&amp;Erneut ausführen</translation>
    </message>
    <message>
        <source>Run the experiment shown in the Results dock again, with its settings</source>
        <translation>Das im Bereich Ergebnisse angezeigte Experiment mit seinen Einstellungen erneut ausführen</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
</context>
<context>
    <name>cp::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>%1
What to do: %2</source>
        <translation>%1
Was zu tun ist: %2</translation>
    </message>
</context>
<context>
    <name>cp::MonitorWorker</name>
    <message>
        <source>the Docker events stream ended: %1</source>
        <translation>der Docker-Ereignisstrom ist beendet: %1</translation>
    </message>
    <message>
        <source>its inspect answer is not the Docker Engine API&apos;s: %1</source>
        <translation>seine inspect-Antwort entspricht nicht der Docker-Engine-API: %1</translation>
    </message>
    <message>
        <source>its inspect answer is no container&apos;s JSON</source>
        <translation>seine inspect-Antwort ist kein Container-JSON</translation>
    </message>
    <message>
        <source>its stats stream sent a record that is not JSON: &apos;%1&apos;</source>
        <translation>sein Statistikstrom lieferte einen Datensatz, der kein JSON ist: „%1“</translation>
    </message>
    <message>
        <source>its stats stream is not the Docker Engine API&apos;s: %1</source>
        <translation>sein Statistikstrom entspricht nicht der Docker-Engine-API: %1</translation>
    </message>
    <message>
        <source>the daemon refused its stats stream: %1</source>
        <translation>der Daemon verweigerte seinen Statistikstrom: %1</translation>
    </message>
</context>
<context>
    <name>cp::OriginalLimits</name>
    <message>
        <source>not JSON (%1)</source>
        <translation>kein JSON (%1)</translation>
    </message>
    <message>
        <source>its &quot;format&quot; is not %1</source>
        <translation>ihr „format“ ist nicht %1</translation>
    </message>
    <message>
        <source>container %1 needs a name, memory_bytes, memory_swap_bytes and nano_cpus</source>
        <translation>Container %1 braucht die Schlüssel name, memory_bytes, memory_swap_bytes und nano_cpus</translation>
    </message>
    <message>
        <source>it names no container</source>
        <translation>sie nennt keinen Container</translation>
    </message>
    <message>
        <source>cannot write %1 (%2)</source>
        <translation>%1 kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>cannot read %1 (%2)</source>
        <translation>%1 ist nicht lesbar (%2)</translation>
    </message>
    <message>
        <source>%1 is not a record of original limits: %2</source>
        <translation>%1 ist keine Aufzeichnung ursprünglicher Grenzen: %2</translation>
    </message>
</context>
<context>
    <name>cp::PerfCostChart</name>
    <message>
        <source>No perf-cost curve yet. Sweep memory or CPU limits with a pricing (Run ▸ Pricing): when the experiment ends, each endpoint&apos;s sweep points appear here, median latency against cost per million requests.</source>
        <translation>Noch keine perf-cost-Kurve. Speicher- oder CPU-Grenzen mit Preisen als Reihe durchlaufen (Lauf ▸ Preise): wenn das Experiment endet, erscheinen hier die Punkte der Reihe jedes Endpunkts, Median-Latenz gegen Kosten je Million Anfragen.</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>%1
median %2 ms</source>
        <translation>%1
Median %2 ms</translation>
    </message>
    <message>
        <source> (95 % CI %1 to %2)</source>
        <translation> (95-%-KI %1 bis %2)</translation>
    </message>
    <message>
        <source>
%1 per million requests</source>
        <translation>
%1 je Million Anfragen</translation>
    </message>
    <message>
        <source>
run %1, %2 samples%3</source>
        <translation>
Lauf %1, %2 Messwerte%3</translation>
    </message>
    <message>
        <source>; Pareto-optimal</source>
        <translation>; Pareto-optimal</translation>
    </message>
    <message>
        <source>; another point is as fast and cheaper</source>
        <translation>; ein anderer Punkt ist ebenso schnell und günstiger</translation>
    </message>
</context>
<context>
    <name>cp::PerfCostExecutor</name>
    <message>
        <source>%1 batches in a row gave no accepted sample (a %2 run keeps only %3 samples): check that the endpoint answers and how it reports cold starts</source>
        <translation>%1 Stapel in Folge lieferten keinen angenommenen Messwert (ein %2-Lauf behält nur %3 Messwerte): prüfen, ob der Endpunkt antwortet und wie er Kaltstarts meldet</translation>
    </message>
    <message>
        <source>successful cold</source>
        <translation>erfolgreiche kalte</translation>
    </message>
    <message>
        <source>successful warm</source>
        <translation>erfolgreiche warme</translation>
    </message>
    <message>
        <source>successful</source>
        <translation>erfolgreiche</translation>
    </message>
</context>
<context>
    <name>cp::PerfCostFigure</name>
    <message>
        <source>%1, %2 runs</source>
        <translation>%1, %2 Läufe</translation>
    </message>
    <message>
        <source>, message length %1</source>
        <translation>, Nachrichtenlänge %1</translation>
    </message>
    <message>
        <source>US dollars per million requests (%1 billing)</source>
        <translation>US-Dollar je Million Anfragen (Abrechnung %1)</translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation>Pareto-optimal</translation>
    </message>
    <message>
        <source>dominated: another point is as fast and cheaper</source>
        <translation>dominiert: ein anderer Punkt ist ebenso schnell und billiger</translation>
    </message>
    <message>
        <source>95 % interval of the median</source>
        <translation>95-%-Intervall des Medians</translation>
    </message>
    <message>
        <source>median latency (ms, log scale)</source>
        <translation>Median-Latenz (ms, logarithmisch)</translation>
    </message>
    <message>
        <source>median latency (ms)</source>
        <translation>Median-Latenz (ms)</translation>
    </message>
</context>
<context>
    <name>cp::Pricing</name>
    <message>
        <source>pricing %1 must be between 0 and %2 US dollars, not %3</source>
        <translation>pricing %1 muss zwischen 0 und %2 US-Dollar liegen, nicht %3</translation>
    </message>
    <message>
        <source>pricing granularity_ms must be between 1 and %1 ms, not %2</source>
        <translation>pricing granularity_ms muss zwischen 1 und %1 ms liegen, nicht %2</translation>
    </message>
    <message>
        <source>pricing minimum_ms must be between 0 and %1 ms, not %2</source>
        <translation>pricing minimum_ms muss zwischen 0 und %1 ms liegen, nicht %2</translation>
    </message>
</context>
<context>
    <name>cp::PricingEditor</name>
    <message>
        <source>Pricing</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source> per vCPU-s</source>
        <translation> je vCPU-s</translation>
    </message>
    <message>
        <source> per GiB-s</source>
        <translation> je GiB-s</translation>
    </message>
    <message>
        <source> per million requests</source>
        <translation> je Mio. Anfragen</translation>
    </message>
    <message>
        <source>Bill each run under four models, from these prices: the limits over the whole run (instance), while requests are in flight (request), per request (invocation), or what was used (usage)</source>
        <translation>Jeden Lauf nach vier Modellen zu diesen Preisen abrechnen: die Grenzen über den ganzen Lauf (instance), solange Anfragen laufen (request), je Anfrage (invocation) oder nach Verbrauch (usage)</translation>
    </message>
    <message>
        <source>own prices</source>
        <translation>eigene Preise</translation>
    </message>
    <message>
        <source>instance — limits × the run&apos;s window</source>
        <translation>instance — Grenzen × Zeitfenster des Laufs</translation>
    </message>
    <message>
        <source>request — limits while requests are in flight</source>
        <translation>request — Grenzen, solange Anfragen laufen</translation>
    </message>
    <message>
        <source>invocation — each request&apos;s own duration</source>
        <translation>invocation — Dauer jeder einzelnen Anfrage</translation>
    </message>
    <message>
        <source>usage — CPU-seconds and GiB-seconds used</source>
        <translation>usage — genutzte CPU- und GiB-Sekunden</translation>
    </message>
    <message>
        <source>The model the perf-cost curve ranks sweep points by; every run is billed under all four</source>
        <translation>Das Modell, nach dem die perf-cost-Kurve die Punkte der Reihe ordnet; jeder Lauf wird nach allen vier abgerechnet</translation>
    </message>
    <message>
        <source>Billed time is rounded up to a multiple of this, per billed interval</source>
        <translation>Die abgerechnete Zeit wird je abgerechnetem Intervall auf ein Vielfaches davon aufgerundet</translation>
    </message>
    <message>
        <source>Each billed interval counts at least this long</source>
        <translation>Jedes abgerechnete Intervall zählt mindestens so lange</translation>
    </message>
    <message>
        <source>Prices of</source>
        <translation>Preise von</translation>
    </message>
    <message>
        <source>Curve ranks by</source>
        <translation>Kurve ordnet nach</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Rounded to</source>
        <translation>Gerundet auf</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Mindestens</translation>
    </message>
</context>
<context>
    <name>cp::ReportExporter</name>
    <message>
        <source>export the report of a finished results directory (summary.json and samples.csv)</source>
        <translation>den Bericht eines abgeschlossenen Ergebnisverzeichnisses exportieren (summary.json und samples.csv)</translation>
    </message>
    <message>
        <source>choose a folder you can write to, with room for the report</source>
        <translation>einen beschreibbaren Ordner mit genug Platz für den Bericht wählen</translation>
    </message>
</context>
<context>
    <name>cp::ReportFigures</name>
    <message>
        <source>client time</source>
        <translation>Client-Zeit</translation>
    </message>
    <message>
        <source>provider time</source>
        <translation>Anbieterzeit</translation>
    </message>
    <message>
        <source>exec time (server-reported)</source>
        <translation>Ausführungszeit (vom Server gemeldet)</translation>
    </message>
    <message>
        <source>Times per run: box from the first to the third quartile, line at the median, whiskers to the furthest value within 1.5 box lengths</source>
        <translation>Zeiten je Lauf: Box vom ersten zum dritten Quartil, Linie beim Median, Antennen bis zum entferntesten Wert innerhalb von 1,5 Boxlängen</translation>
    </message>
    <message>
        <source>run (as in summary.json): type and limits</source>
        <translation>Lauf (wie in summary.json): Art und Grenzen</translation>
    </message>
    <message>
        <source>ms (log scale)</source>
        <translation>ms (logarithmisch)</translation>
    </message>
    <message>
        <source>Cold-start overhead: median cold over median warm latency, 95 % interval</source>
        <translation>Kaltstart-Mehraufwand: Median der kalten durch Median der warmen Latenz, 95-%-Intervall</translation>
    </message>
    <message>
        <source>sweep point</source>
        <translation>Punkt der Reihe</translation>
    </message>
    <message>
        <source>T_cold / T_warm</source>
        <translation>T_cold / T_warm</translation>
    </message>
    <message>
        <source>ratio of medians</source>
        <translation>Verhältnis der Mediane</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 CPUs</translation>
    </message>
    <message>
        <source>message length %1</source>
        <translation>Nachrichtenlänge %1</translation>
    </message>
    <message>
        <source>no limits swept</source>
        <translation>keine Grenzen durchlaufen</translation>
    </message>
    <message>
        <source>Client time: fraction of the accepted requests answered within a time</source>
        <translation>Client-Zeit: Anteil der angenommenen Anfragen, die innerhalb einer Zeit beantwortet wurden</translation>
    </message>
    <message>
        <source>client time, ms (log scale)</source>
        <translation>Client-Zeit, ms (logarithmisch)</translation>
    </message>
    <message>
        <source>fraction of requests</source>
        <translation>Anteil der Anfragen</translation>
    </message>
    <message>
        <source>Container resources (solid: CPU, dashed: memory; dotted lines: the runs&apos; starts)</source>
        <translation>Container-Ressourcen (durchgezogen: CPU, gestrichelt: Speicher; gepunktete Linien: Beginn der Läufe)</translation>
    </message>
    <message>
        <source>seconds since the first run started</source>
        <translation>Sekunden seit Beginn des ersten Laufs</translation>
    </message>
    <message>
        <source>CPU, % of one core</source>
        <translation>CPU, % eines Kerns</translation>
    </message>
    <message>
        <source>memory in use, MiB</source>
        <translation>belegter Speicher, MiB</translation>
    </message>
    <message>
        <source>%1 CPU</source>
        <translation>%1 CPU</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>%1 Speicher</translation>
    </message>
    <message>
        <source>Cold-start overhead: median cold over median warm latency (too few samples for an interval)</source>
        <translation>Kaltstart-Mehraufwand: Median der kalten durch Median der warmen Latenz (zu wenige Messungen für ein Intervall)</translation>
    </message>
</context>
<context>
    <name>cp::RequestTemplate</name>
    <message>
        <source>the method &apos;%1&apos; is not an HTTP token (letters, digits and !#$%&amp;&apos;*+-.^_`|~)</source>
        <translation>die Methode „%1“ ist kein HTTP-Token (Buchstaben, Ziffern und !#$%&amp;&apos;*+-.^_`|~)</translation>
    </message>
    <message>
        <source>the header name &apos;%1&apos; is not an HTTP token (letters, digits and !#$%&amp;&apos;*+-.^_`|~)</source>
        <translation>der Header-Name „%1“ ist kein HTTP-Token (Buchstaben, Ziffern und !#$%&amp;&apos;*+-.^_`|~)</translation>
    </message>
    <message>
        <source>the value of header &apos;%1&apos; holds a control character (&apos;%2&apos;): a line break would start another header or request</source>
        <translation>der Wert von Header „%1“ enthält ein Steuerzeichen („%2“): ein Zeilenumbruch würde einen weiteren Header oder eine weitere Anfrage beginnen</translation>
    </message>
    <message>
        <source>the body template &apos;%1&apos;</source>
        <translation>die Body-Vorlage „%1“</translation>
    </message>
    <message>
        <source>the header values</source>
        <translation>die Header-Werte</translation>
    </message>
    <message>
        <source>%1 asks for more than %2 bytes a request: make its {{random:N}} placeholders smaller</source>
        <translation>für %1 ergeben sich mehr als %2 Byte je Anfrage: die {{random:N}}-Platzhalter darin verkleinern</translation>
    </message>
    <message>
        <source>the placeholder {{data.%1}} needs a data file: give one, or remove the placeholder</source>
        <translation>der Platzhalter {{data.%1}} braucht eine Datendatei: geben Sie eine an oder entfernen Sie den Platzhalter</translation>
    </message>
    <message>
        <source>the placeholder {{data.%1}} names no column of the data file %2 (its columns: %3)</source>
        <translation>der Platzhalter {{data.%1}} benennt keine Spalte der Datendatei %2 (ihre Spalten: %3)</translation>
    </message>
    <message>
        <source>the value of header &apos;%1&apos; takes column %2 of the data file %3, whose row %4 holds a control character (&apos;%5&apos;): a line break would start another header or request</source>
        <translation>der Wert des Headers &apos;%1&apos; nimmt Spalte %2 der Datendatei %3, deren Zeile %4 ein Steuerzeichen enthält (&apos;%5&apos;): ein Zeilenumbruch würde einen weiteren Header oder eine weitere Anfrage beginnen</translation>
    </message>
    <message>
        <source>the placeholder {{captured.%1}} takes a value no earlier request of its sequence captures: capture it in one before, e.g. %1 = json /%1</source>
        <translation>der Platzhalter {{captured.%1}} nimmt einen Wert, den keine frühere Anfrage seiner Folge übernimmt: ihn in einer davor übernehmen, z. B. %1 = json /%1</translation>
    </message>
</context>
<context>
    <name>cp::ResponseCheck</name>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a list of statuses (100-999) or ranges, e.g. 200-299,304</source>
        <translation>Prüfung „%1“: „%2“ ist keine Liste von Status (100-999) oder Bereichen, z. B. 200-299,304</translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: the regular expression is not valid: %2 at character %3</source>
        <translation>Prüfung „%1“: der reguläre Ausdruck ist ungültig: %2 bei Zeichen %3</translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: write json POINTER == VALUE, e.g. json /status == &quot;ok&quot;</source>
        <translation>Prüfung „%1“: json ZEIGER == WERT schreiben, z. B. json /status == &quot;ok&quot;</translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a JSON pointer: it starts with /, e.g. /data/0/id</source>
        <translation>Prüfung „%1“: „%2“ ist kein JSON-Zeiger: er beginnt mit /, z. B. /data/0/id</translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a JSON value; write text in double quotes, e.g. &quot;ok&quot;</source>
        <translation>Prüfung „%1“: „%2“ ist kein JSON-Wert; Text in doppelte Anführungszeichen setzen, z. B. &quot;ok&quot;</translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a header name</source>
        <translation>Prüfung „%1“: „%2“ ist kein Header-Name</translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a positive number of bytes</source>
        <translation>Prüfung „%1“: „%2“ ist keine positive Anzahl Bytes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a check: write one of status in 200-299, body contains TEXT, body matches REGEX, json POINTER == VALUE, header NAME, bytes_in &lt; N</source>
        <translation>„%1“ ist keine Prüfung: eine von status in 200-299, body contains TEXT, body matches REGEX, json POINTER == VALUE, header NAME, bytes_in &lt; N schreiben</translation>
    </message>
    <message>
        <source>%1 checks; an endpoint takes at most %2</source>
        <translation>%1 Prüfungen; ein Endpunkt nimmt höchstens %2</translation>
    </message>
</context>
<context>
    <name>cp::ResultsAnalysis</name>
    <message numerus="yes">
        <source>%n empty values</source>
        <translation>
            <numerusform>%n leerer Wert</numerusform>
            <numerusform>%n leere Werte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed requests</source>
        <translation>
            <numerusform>%n fehlgeschlagene Anfrage</numerusform>
            <numerusform>%n fehlgeschlagene Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>the cut-off last line of the journal</source>
        <translation>die abgeschnittene letzte Zeile des Journals</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Ausgelassen: %1.</translation>
    </message>
    <message>
        <source>%1: no rows with a %2 value match &apos;%3&apos;</source>
        <translation>%1: keine Zeile mit einem Wert in %2 passt zu „%3“</translation>
    </message>
</context>
<context>
    <name>cp::ResultsDirectory</name>
    <message>
        <source>writing the journal %1 failed (%2); measuring goes on in memory: free disk space so the final files can be written</source>
        <translation>das Schreiben des Journals %1 ist fehlgeschlagen (%2); gemessen wird im Speicher weiter: Plattenplatz freigeben, damit die endgültigen Dateien geschrieben werden können</translation>
    </message>
    <message>
        <source>cannot write %1 (%2): check the directory&apos;s permissions</source>
        <translation>%1 kann nicht geschrieben werden (%2): die Rechte des Verzeichnisses prüfen</translation>
    </message>
    <message>
        <source>the output path %1 exists and is not a directory: choose another output directory</source>
        <translation>der Ausgabepfad %1 existiert und ist kein Verzeichnis: ein anderes Ausgabeverzeichnis wählen</translation>
    </message>
    <message>
        <source>cannot create the output directory %1: check its parent exists and is writable, or choose another output directory</source>
        <translation>das Ausgabeverzeichnis %1 kann nicht angelegt werden: prüfen, ob das übergeordnete Verzeichnis existiert und beschreibbar ist, oder ein anderes Ausgabeverzeichnis wählen</translation>
    </message>
    <message>
        <source>cannot write in the output directory %1 (%2): check its permissions or choose another output directory</source>
        <translation>im Ausgabeverzeichnis %1 kann nicht geschrieben werden (%2): seine Rechte prüfen oder ein anderes Ausgabeverzeichnis wählen</translation>
    </message>
    <message>
        <source>cannot write in the output directory %1 (%2): free space on its disk or choose another output directory</source>
        <translation>im Ausgabeverzeichnis %1 kann nicht geschrieben werden (%2): Plattenplatz freigeben oder ein anderes Ausgabeverzeichnis wählen</translation>
    </message>
    <message>
        <source>%1 bytes left on its disk</source>
        <translation>noch %1 Byte auf der Platte frei</translation>
    </message>
    <message>
        <source>writing %1 failed (%2): free space on its disk; an earlier %3 there is kept as it was</source>
        <translation>das Schreiben von %1 ist fehlgeschlagen (%2): Plattenplatz freigeben; eine frühere Datei %3 dort bleibt unverändert erhalten</translation>
    </message>
</context>
<context>
    <name>cp::ResultsImporter</name>
    <message>
        <source>import the folder&apos;s samples.csv instead, or choose another results folder</source>
        <translation>stattdessen die samples.csv des Ordners importieren oder einen anderen Ergebnisordner wählen</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>choose a ContainerPerf results folder or a SeBS result.csv</source>
        <translation>einen ContainerPerf-Ergebnisordner oder eine SeBS-result.csv wählen</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 holds no %2, samples.csv, samples.journal.csv or result.csv</source>
        <translation>%1 enthält weder %2 noch samples.csv, samples.journal.csv oder result.csv</translation>
    </message>
    <message>
        <source>correct the file where the message points, or %1</source>
        <translation>die Datei an der genannten Stelle korrigieren oder %1</translation>
    </message>
    <message>
        <source>%1 holds no %2 values</source>
        <translation>%1 enthält keine Werte in %2</translation>
    </message>
    <message>
        <source>choose a file with measured requests</source>
        <translation>eine Datei mit gemessenen Anfragen wählen</translation>
    </message>
    <message>
        <source>The charts leave out what could not be read: %1.</source>
        <translation>Die Diagramme lassen aus, was nicht gelesen werden konnte: %1.</translation>
    </message>
    <message>
        <source>No perf-cost curve or cold-start overhead: %1</source>
        <translation>Keine perf-cost-Kurve und kein Kaltstart-Mehraufwand: %1</translation>
    </message>
</context>
<context>
    <name>cp::ResultsModel</name>
    <message>
        <source>So far, while the run goes on: percentiles within 1 %. The exact figures and their intervals replace them when the run ends.</source>
        <translation>Vorläufig, solange der Lauf andauert: Perzentile auf 1 % genau. Die exakten Werte und ihre Intervalle ersetzen sie, wenn der Lauf endet.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Latency of the accepted samples, intended send to last byte, in milliseconds</source>
        <translation>Latenz der angenommenen Messwerte, vom geplanten Senden bis zum letzten Byte, in Millisekunden</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Msg length</source>
        <translation>Nachr.-Länge</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>Unpassend</translation>
    </message>
    <message>
        <source>Mean (ms)</source>
        <translation>Mittel (ms)</translation>
    </message>
    <message>
        <source>Median (ms)</source>
        <translation>Median (ms)</translation>
    </message>
    <message>
        <source>p95 (ms)</source>
        <translation>p95 (ms)</translation>
    </message>
    <message>
        <source>p99 (ms)</source>
        <translation>p99 (ms)</translation>
    </message>
    <message>
        <source>Std (ms)</source>
        <translation>Std.-Abw. (ms)</translation>
    </message>
    <message>
        <source>CV (%)</source>
        <translation>VK (%)</translation>
    </message>
    <message>
        <source>95 % CI mean</source>
        <translation>95-%-KI Mittel</translation>
    </message>
    <message>
        <source>95 % CI median</source>
        <translation>95-%-KI Median</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>%1 CPU-s over %2 s; memory mean %3 MiB, peak %4 MiB; %5 GiB·s used of %6 reserved; network %7 B in, %8 B out per request</source>
        <translation>%1 CPU-s über %2 s; Speicher im Mittel %3 MiB, Spitze %4 MiB; %5 GiB·s von %6 reservierten genutzt; Netzwerk %7 B empfangen, %8 B gesendet je Anfrage</translation>
    </message>
    <message>
        <source>; the load generator used %1 CPU-s</source>
        <translation>; der Lastgenerator verbrauchte %1 CPU-s</translation>
    </message>
    <message>
        <source>Billed for %1 vCPUs and %2 GiB:</source>
        <translation>Abgerechnet für %1 vCPUs und %2 GiB:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, %1 per million requests</source>
        <translation>, %1 je Million Anfragen</translation>
    </message>
    <message>
        <source> (95 % CI %1 to %2)</source>
        <translation> (95-%-KI %1 bis %2)</translation>
    </message>
    <message>
        <source>%1
Most: %2. %3</source>
        <translation>%1
Meist: %2. %3</translation>
    </message>
    <message>
        <source>No bill: %1</source>
        <translation>Keine Abrechnung: %1</translation>
    </message>
    <message>
        <source>No cost: %1</source>
        <translation>Keine Kosten: %1</translation>
    </message>
    <message>
        <source>CPU-seconds the bound containers used per 1 000 requests, from their cgroup counters</source>
        <translation>CPU-Sekunden, die die gebundenen Container je 1 000 Anfragen verbraucht haben, aus ihren cgroup-Zählern</translation>
    </message>
    <message>
        <source>Memory in use integrated over the run (GiB × seconds), from the containers&apos; stats</source>
        <translation>Belegter Speicher, über den Lauf integriert (GiB × Sekunden), aus der Statistik der Container</translation>
    </message>
    <message>
        <source>US dollars per million requests under the pricing&apos;s billing model; the other models in the cell&apos;s tooltip</source>
        <translation>US-Dollar je Million Anfragen nach dem Abrechnungsmodell der Preise; die anderen Modelle im Tooltip der Zelle</translation>
    </message>
    <message>
        <source>CPU-s / 1k req</source>
        <translation>CPU-s / 1k Anfr.</translation>
    </message>
    <message>
        <source>Mem GiB·s</source>
        <translation>Speicher GiB·s</translation>
    </message>
    <message>
        <source>$ / 1M req</source>
        <translation>$ / Mio. Anfr.</translation>
    </message>
    <message>
        <source>, latency median %1 ms, p99 %2 ms</source>
        <translation>, Latenz Median %1 ms, p99 %2 ms</translation>
    </message>
    <message>
        <source>weight %1, %2</source>
        <translation>Gewicht %1, %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3 requests, %4 % of the run, %5 errors</source>
        <translation>%1 (%2): %3 Anfragen, %4 % des Laufs, %5 Fehler</translation>
    </message>
    <message>
        <source>Sent by %1 generators on the swarm:</source>
        <translation>Gesendet von %1 Generatoren im Swarm:</translation>
    </message>
    <message>
        <source>generator %1 on %2: %3 requests, %4 errors, %5 late sends</source>
        <translation>Generator %1 auf %2: %3 Anfragen, %4 Fehler, %5 verspätete Sendungen</translation>
    </message>
    <message>
        <source>, CPU %1 %</source>
        <translation>, CPU %1 %</translation>
    </message>
</context>
<context>
    <name>cp::ResultsPanel</name>
    <message>
        <source>Compare selected</source>
        <translation>Auswahl vergleichen</translation>
    </message>
    <message>
        <source>Select two runs: difference of their median latencies with a 95 % bootstrap interval</source>
        <translation>Zwei Läufe auswählen: Differenz ihrer Median-Latenzen mit 95-%-Bootstrap-Intervall</translation>
    </message>
    <message>
        <source>The samples of these runs are not loaded: compare runs measured in this session.</source>
        <translation>Die Messwerte dieser Läufe sind nicht geladen: Läufe aus dieser Sitzung vergleichen.</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Vergleiche…</translation>
    </message>
    <message>
        <source>Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); difference %4 − %1: %7 ms</source>
        <translation>Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); Differenz %4 − %1: %7 ms</translation>
    </message>
    <message>
        <source>, no interval (fewer than %1 samples in a run)</source>
        <translation>, kein Intervall (weniger als %1 Messwerte in einem Lauf)</translation>
    </message>
    <message>
        <source>, 95 % interval %1 ms</source>
        <translation>, 95-%-Intervall %1 ms</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the experiment shown from this list (its results folder stays on disk)</source>
        <translation>Das angezeigte Experiment aus dieser Liste entfernen (sein Ergebnisordner bleibt auf der Platte erhalten)</translation>
    </message>
    <message>
        <source>&amp;Experiment:</source>
        <translation>&amp;Experiment:</translation>
    </message>
    <message>
        <source>none yet: start a run or import results</source>
        <translation>noch keines: einen Lauf starten oder Ergebnisse importieren</translation>
    </message>
    <message>
        <source>An experiment is running: the others can be shown when it ends</source>
        <translation>Ein Experiment läuft: die anderen lassen sich anzeigen, wenn es endet</translation>
    </message>
</context>
<context>
    <name>cp::ResultsSource</name>
    <message>
        <source>%1: no %2, %3 or %4 in this directory</source>
        <translation>%1: kein %2, %3 oder %4 in diesem Verzeichnis</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1:1: the file is empty; expected a CSV header line</source>
        <translation>%1:1: die Datei ist leer; erwartet wird eine CSV-Kopfzeile</translation>
    </message>
    <message>
        <source>%1:1: no column &apos;%2&apos; (the columns are: %3)</source>
        <translation>%1:1: keine Spalte „%2“ (die Spalten sind: %3)</translation>
    </message>
    <message>
        <source>%1:%2: reading was cancelled</source>
        <translation>%1:%2: Lesen abgebrochen</translation>
    </message>
    <message>
        <source>%1:%2: a quoted field is never closed</source>
        <translation>%1:%2: ein Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>%1:%2: %3 fields, but the header has %4</source>
        <translation>%1:%2: %3 Felder, aber die Kopfzeile hat %4</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos; (field %4): &apos;%5&apos; is not a number</source>
        <translation>%1:%2: Spalte „%3“ (Feld %4): „%5“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1:%2: read failed: %3</source>
        <translation>%1:%2: Lesen fehlgeschlagen: %3</translation>
    </message>
</context>
<context>
    <name>cp::ResultsTransfer</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Import failed: %1</source>
        <translation>Import fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>stop the run, then import again</source>
        <translation>den Lauf anhalten, dann erneut importieren</translation>
    </message>
    <message>
        <source>an experiment is running</source>
        <translation>ein Experiment läuft</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>%n Lauf aus %1 importiert.</numerusform>
            <numerusform>%n Läufe aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the experiment is still running</source>
        <translation>das Experiment läuft noch</translation>
    </message>
    <message>
        <source>there are no results yet</source>
        <translation>es gibt noch keine Ergebnisse</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Export Samples as CSV</source>
        <translation>Messwerte als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export Summary as JSON</source>
        <translation>Zusammenfassung als JSON exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export in the Seed Format to Folder</source>
        <translation>Im Seed-Format in einen Ordner exportieren</translation>
    </message>
    <message>
        <source>Export Charts as PNG</source>
        <translation>Diagramme als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>Import Results</source>
        <translation>Ergebnisse importieren</translation>
    </message>
    <message>
        <source>Results (summary.json result.csv samples.csv *.csv)</source>
        <translation>Ergebnisse (summary.json result.csv samples.csv *.csv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Report failed: %1</source>
        <translation>Bericht fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the Results table shows an imported file, not a results directory</source>
        <translation>die Ergebnistabelle zeigt eine importierte Datei, kein Ergebnisverzeichnis</translation>
    </message>
    <message>
        <source>a report is still being written</source>
        <translation>ein Bericht wird noch geschrieben</translation>
    </message>
    <message>
        <source>Writing the report of %1…</source>
        <translation>Bericht von %1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Export Report as HTML</source>
        <translation>Bericht als HTML exportieren</translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation>HTML-Dateien (*.html)</translation>
    </message>
    <message>
        <source>run an experiment or import a results directory first, or choose a writable destination</source>
        <translation>zuerst ein Experiment ausführen oder ein Ergebnisverzeichnis importieren, oder ein beschreibbares Ziel wählen</translation>
    </message>
    <message>
        <source>Export Container Statistics as CSV</source>
        <translation>Containerstatistik als CSV exportieren</translation>
    </message>
    <message>
        <source>Export Container Events as CSV</source>
        <translation>Containerereignisse als CSV exportieren</translation>
    </message>
    <message>
        <source>Export the SeBS result.csv</source>
        <translation>SeBS-result.csv exportieren</translation>
    </message>
    <message>
        <source>Export the Per-Run JSON Files to Folder</source>
        <translation>JSON-Dateien je Lauf in einen Ordner exportieren</translation>
    </message>
    <message>
        <source>Copy the Results Folder into</source>
        <translation>Ergebnisordner kopieren nach</translation>
    </message>
    <message>
        <source>Export Charts as SVG</source>
        <translation>Diagramme als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>header %1 of %2</source>
        <translation>Header %1 von %2</translation>
    </message>
    <message>
        <source>the URL of %1</source>
        <translation>die URL von %1</translation>
    </message>
    <message>
        <source>no container was bound to an endpoint, so none was monitored</source>
        <translation>an keinen Endpunkt war ein Container gebunden, daher wurde keiner überwacht</translation>
    </message>
    <message>
        <source>no container was bound to an endpoint, so no events were recorded</source>
        <translation>an keinen Endpunkt war ein Container gebunden, daher wurden keine Ereignisse aufgezeichnet</translation>
    </message>
    <message>
        <source>only perf-cost runs (warm, cold, burst, sequential) write it</source>
        <translation>nur perf-cost-Läufe (warm, cold, burst, sequential) schreiben sie</translation>
    </message>
    <message>
        <source>%1 left the Experiment list, which keeps %2; its results stay in %3</source>
        <translation>%1 wurde aus der Experimentliste entfernt, die höchstens %2 Experimente behält; seine Ergebnisse bleiben in %3</translation>
    </message>
    <message>
        <source>the Results table shows the imported file %1, which is not a results folder</source>
        <translation>die Ergebnistabelle zeigt die importierte Datei %1, die kein Ergebnisordner ist</translation>
    </message>
    <message>
        <source>the results in %1 have no %2: %3</source>
        <translation>die Ergebnisse in %1 enthalten keine %2: %3</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 existiert bereits</translation>
    </message>
    <message>
        <source>ContainerPerf charts</source>
        <translation>ContainerPerf-Diagramme</translation>
    </message>
    <message>
        <source>the Results table shows the imported file %1, not a results folder</source>
        <translation>die Ergebnistabelle zeigt die importierte Datei %1, keinen Ergebnisordner</translation>
    </message>
    <message>
        <source>no file manager opened %1</source>
        <translation>kein Dateimanager hat %1 geöffnet</translation>
    </message>
    <message>
        <source>Nothing to run again: %1</source>
        <translation>Nichts erneut auszuführen: %1</translation>
    </message>
    <message>
        <source>the Results table shows an imported file, without settings</source>
        <translation>die Ergebnistabelle zeigt eine importierte Datei ohne Einstellungen</translation>
    </message>
    <message>
        <source>choose a run or an imported results folder in the Results dock&apos;s Experiment list</source>
        <translation>in der Experimentliste im Bereich Ergebnisse einen Lauf oder einen importierten Ergebnisordner wählen</translation>
    </message>
    <message>
        <source>The settings of these results cannot be read: %1: %2</source>
        <translation>Die Einstellungen dieser Ergebnisse sind nicht lesbar: %1: %2</translation>
    </message>
    <message>
        <source>set the run up in the docks, or fix the named keys in that file</source>
        <translation>den Lauf in den Bereichen Ziele und Lauf einrichten oder die genannten Schlüssel in dieser Datei korrigieren</translation>
    </message>
    <message>
        <source>The settings of these results are back in the docks, but not their secrets, which are never written: %1.</source>
        <translation>Die Einstellungen dieser Ergebnisse sind wieder in den Bereichen, nicht aber ihre Geheimnisse, die nie geschrieben werden: %1.</translation>
    </message>
    <message>
        <source>enter them in the Targets dock, then Start</source>
        <translation>sie im Bereich Ziele eingeben, dann starten</translation>
    </message>
    <message>
        <source>&amp;Samples (CSV)…</source>
        <translation>&amp;Messwerte (CSV)…</translation>
    </message>
    <message>
        <source>Summary (&amp;JSON)…</source>
        <translation>Zusammenfassung (&amp;JSON)…</translation>
    </message>
    <message>
        <source>Container S&amp;tatistics (stats.csv)…</source>
        <translation>&amp;Containerstatistik (stats.csv)…</translation>
    </message>
    <message>
        <source>Container &amp;Events (events.csv)…</source>
        <translation>Container&amp;ereignisse (events.csv)…</translation>
    </message>
    <message>
        <source>SeBS &amp;result.csv…</source>
        <translation>SeBS-&amp;result.csv…</translation>
    </message>
    <message>
        <source>Per-Run JSON &amp;Files…</source>
        <translation>JSON-&amp;Dateien je Lauf…</translation>
    </message>
    <message>
        <source>&amp;Seed Format…</source>
        <translation>&amp;Seed-Format…</translation>
    </message>
    <message>
        <source>Whole Results &amp;Folder…</source>
        <translation>Ganzer Ergebnis&amp;ordner…</translation>
    </message>
    <message>
        <source>Charts as &amp;PNG…</source>
        <translation>Diagramme als &amp;PNG…</translation>
    </message>
    <message>
        <source>Charts as S&amp;VG…</source>
        <translation>Diagramme als S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Report (HTML)…</source>
        <translation>&amp;Bericht (HTML)…</translation>
    </message>
    <message>
        <source>&amp;Open Results Folder</source>
        <translation>Ergebnisordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Cannot open the results folder: %1</source>
        <translation>Der Ergebnisordner kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>run an experiment or import a results directory first, or open %1 yourself</source>
        <translation>zuerst ein Experiment ausführen oder ein Ergebnisverzeichnis importieren, oder %1 selbst öffnen</translation>
    </message>
    <message>
        <source>%1 cannot be created or written to</source>
        <translation>%1 kann nicht angelegt oder beschrieben werden</translation>
    </message>
    <message>
        <source>The results folder you chose, %1, is not usable now: runs write to %2.</source>
        <translation>Der gewählte Ergebnisordner %1 ist derzeit nicht verwendbar: Läufe schreiben nach %2.</translation>
    </message>
    <message>
        <source>choose another with File ▸ Results Folder…, or make that one writable</source>
        <translation>mit Datei ▸ Ergebnisordner… einen anderen wählen oder diesen beschreibbar machen</translation>
    </message>
    <message>
        <source>Folder for the Results of Each Run</source>
        <translation>Ordner für die Ergebnisse jedes Laufs</translation>
    </message>
    <message>
        <source>Results folder not changed: %1</source>
        <translation>Ergebnisordner nicht geändert: %1</translation>
    </message>
    <message>
        <source>choose a folder you can write to</source>
        <translation>einen beschreibbaren Ordner wählen</translation>
    </message>
    <message>
        <source>Each run now writes its results under %1</source>
        <translation>Jeder Lauf schreibt seine Ergebnisse jetzt unter %1</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Importiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported what belongs to the %n selected run(s) to %1</source>
        <translation>
            <numerusform>Was zum gewählten Lauf gehört, nach %1 exportiert</numerusform>
            <numerusform>Was zu den %n gewählten Läufen gehört, nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported every run to %1: the selection applies to single files and charts</source>
        <translation>Alle Läufe nach %1 exportiert: die Auswahl gilt für einzelne Dateien und die Diagramme</translation>
    </message>
    <message>
        <source>the results in %1 have no per-run JSON files: %2</source>
        <translation>die Ergebnisse in %1 enthalten keine JSON-Dateien je Lauf: %2</translation>
    </message>
    <message>
        <source>the selected runs of %1 have no per-run JSON files: %2</source>
        <translation>die gewählten Läufe in %1 haben keine JSON-Dateien je Lauf: %2</translation>
    </message>
</context>
<context>
    <name>cp::ResultsWriter</name>
    <message>
        <source>every sample is in the journal %1, which is kept</source>
        <translation>alle Messwerte stehen im Journal %1, das erhalten bleibt</translation>
    </message>
    <message>
        <source>the journal %1 holds the samples up to its own failed write; later ones are lost</source>
        <translation>das Journal %1 enthält die Messwerte bis zu seinem eigenen fehlgeschlagenen Schreibvorgang; spätere sind verloren</translation>
    </message>
</context>
<context>
    <name>cp::RunController</name>
    <message>
        <source>demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>an experiment is already running</source>
        <translation>es läuft bereits ein Experiment</translation>
    </message>
    <message>
        <source>check that the endpoint answers (open its URL in a browser) and that Docker is reachable, then start again</source>
        <translation>prüfen, ob der Endpunkt antwortet (seine URL im Browser öffnen) und Docker erreichbar ist, dann erneut starten</translation>
    </message>
    <message>
        <source>free disk space or choose a writable results folder; the samples are still shown here</source>
        <translation>Plattenplatz freigeben oder einen beschreibbaren Ergebnisordner wählen; die Messwerte werden hier weiter angezeigt</translation>
    </message>
    <message>
        <source>Every request failed (%1): %2.</source>
        <translation>Jede Anfrage ist fehlgeschlagen (%1): %2.</translation>
    </message>
    <message>
        <source>%1 of %2 requests failed (%3); most because %4.</source>
        <translation>%1 von %2 Anfragen sind fehlgeschlagen (%3); meist aus diesem Grund: %4.</translation>
    </message>
    <message>
        <source>Restore Container Limits</source>
        <translation>Containergrenzen wiederherstellen</translation>
    </message>
    <message>
        <source>ContainerPerf ended during a run that had changed container limits, before it could set them back. The original limits are recorded in %1.

Set them again now?</source>
        <translation>ContainerPerf wurde während eines Laufs beendet, der Containergrenzen geändert hatte, bevor es sie zurücksetzen konnte. Die ursprünglichen Grenzen sind in %1 festgehalten.

Jetzt wiederherstellen?</translation>
    </message>
    <message>
        <source>The container limits changed by the run in %1 stay as they are.</source>
        <translation>Die vom Lauf in %1 geänderten Containergrenzen bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>run &apos;containerperf-cli restore %1&apos; to set them back later</source>
        <translation>„containerperf-cli restore %1“ ausführen, um sie später zurückzusetzen</translation>
    </message>
    <message>
        <source>The original container limits are set again: %1.</source>
        <translation>Die ursprünglichen Containergrenzen sind wiederhergestellt: %1.</translation>
    </message>
    <message>
        <source>The original container limits could not be read: %1</source>
        <translation>Die ursprünglichen Containergrenzen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>check the containers&apos; limits with &apos;docker inspect&apos; and set them with &apos;docker update&apos;</source>
        <translation>die Grenzen der Container mit „docker inspect“ prüfen und mit „docker update“ setzen</translation>
    </message>
    <message>
        <source>The original container limits could not be set again: %1</source>
        <translation>Die ursprünglichen Containergrenzen konnten nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>once Docker and the containers are back, run &apos;containerperf-cli restore %1&apos; or restart ContainerPerf</source>
        <translation>sobald Docker und die Container wieder da sind, „containerperf-cli restore %1“ ausführen oder ContainerPerf neu starten</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Quit ContainerPerf</source>
        <translation>ContainerPerf beenden</translation>
    </message>
    <message>
        <source>An experiment is running. Stop it and quit?</source>
        <translation>Ein Experiment läuft. Anhalten und beenden?</translation>
    </message>
    <message>
        <source>What was measured so far is written to %1 before the window closes.</source>
        <translation>Das bisher Gemessene wird nach %1 geschrieben, bevor sich das Fenster schließt.</translation>
    </message>
    <message>
        <source>Stop and Quit</source>
        <translation>Anhalten und beenden</translation>
    </message>
</context>
<context>
    <name>cp::RunSettingsWidget</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>continuous — closed loop, N workers</source>
        <translation>continuous — geschlossene Schleife, N Arbeiter</translation>
    </message>
    <message>
        <source>rate — open loop at a fixed schedule</source>
        <translation>rate — offene Schleife nach festem Zeitplan</translation>
    </message>
    <message>
        <source>warm — perf-cost batches, warm samples</source>
        <translation>warm — perf-cost-Stapel, warme Messwerte</translation>
    </message>
    <message>
        <source>cold — restart before each batch</source>
        <translation>cold — Neustart vor jedem Stapel</translation>
    </message>
    <message>
        <source>burst — restart, then all of a batch</source>
        <translation>burst — Neustart, dann ein ganzer Stapel</translation>
    </message>
    <message>
        <source>sequential — one request at a time</source>
        <translation>sequential — eine Anfrage nach der anderen</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> Anfr./s</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>gleichbleibend</translation>
    </message>
    <message>
        <source>qnam (QNetworkAccessManager)</source>
        <translation>qnam (QNetworkAccessManager)</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>einer je Kern</translation>
    </message>
    <message>
        <source>e.g. 128, 256, 512 (MiB; empty: leave alone)</source>
        <translation>z. B. 128, 256, 512 (MiB; leer: unverändert)</translation>
    </message>
    <message>
        <source>e.g. 0.5, 1, 2 (cores; empty: leave alone)</source>
        <translation>z. B. 0.5, 1, 2 (Kerne; leer: unverändert)</translation>
    </message>
    <message>
        <source>e.g. 5, 1000 (empty: the endpoint&apos;s)</source>
        <translation>z. B. 5, 1000 (leer: die des Endpunkts)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Run types</source>
        <translation>Laufarten</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Ramp to</source>
        <translation>Rampe bis</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Lastgenerator</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Memory sizes</source>
        <translation>Speichergrößen</translation>
    </message>
    <message>
        <source>CPU limits</source>
        <translation>CPU-Grenzen</translation>
    </message>
    <message>
        <source>Message lengths</source>
        <translation>Nachrichtenlängen</translation>
    </message>
    <message>
        <source>Pause before batch</source>
        <translation>Pause vor Stapel</translation>
    </message>
    <message>
        <source>Pause after batch</source>
        <translation>Pause nach Stapel</translation>
    </message>
    <message>
        <source>memory size &apos;%1&apos; is not a whole number of MiB</source>
        <translation>die Speichergröße „%1“ ist keine ganze Zahl von MiB</translation>
    </message>
    <message>
        <source>CPU limit &apos;%1&apos; is not a number of cores</source>
        <translation>die CPU-Grenze „%1“ ist keine Anzahl von Kernen</translation>
    </message>
    <message>
        <source>message length &apos;%1&apos; is not a whole number</source>
        <translation>die Nachrichtenlänge „%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starte…</translation>
    </message>
    <message>
        <source>Run %1 of %2</source>
        <translation>Lauf %1 von %2</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>time left unknown</source>
        <translation>Restzeit unbekannt</translation>
    </message>
    <message>
        <source>%1 · %2 elapsed · %3</source>
        <translation>%1 · %2 vergangen · %3</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>A continuous or rate run stops at its duration or its request count, whichever comes first; give at least one.</source>
        <translation>Ein continuous- oder rate-Lauf endet nach seiner Dauer oder seiner Anfragezahl, je nachdem, was zuerst eintritt; mindestens eines angeben.</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>neu starten</translation>
    </message>
    <message>
        <source>stop, then start</source>
        <translation>anhalten, dann starten</translation>
    </message>
    <message>
        <source>remove and create again</source>
        <translation>entfernen und neu anlegen</translation>
    </message>
    <message>
        <source>kill (SIGKILL), then start</source>
        <translation>kill (SIGKILL), dann starten</translation>
    </message>
    <message>
        <source>How long Docker waits after SIGTERM before it kills a stopping container. A process that ignores SIGTERM costs this much at every cold start; kill costs none.</source>
        <translation>Wie lange Docker nach SIGTERM wartet, bevor es einen anzuhaltenden Container per SIGKILL beendet. Ein Prozess, der SIGTERM ignoriert, kostet diese Zeit bei jedem Kaltstart; kill kostet keine.</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>Kaltstart</translation>
    </message>
    <message>
        <source>Stop timeout</source>
        <translation>Stopp-Zeitlimit</translation>
    </message>
    <message>
        <source>Perf-cost runs take at least %1 per endpoint in pauses alone; requests and cold starts add to it.</source>
        <translation>Perf-cost-Läufe dauern allein durch Pausen mindestens %1 je Endpunkt; Anfragen und Kaltstarts kommen hinzu.</translation>
    </message>
    <message>
        <source>Stopping after %1: writing what was measured…</source>
        <translation>Halte nach %1 an: schreibe das Gemessene…</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n run(s) in %1</source>
        <translation>
            <numerusform>Fertig: %n Lauf in %1</numerusform>
            <numerusform>Fertig: %n Läufe in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1: %n run(s) written</source>
        <translation>
            <numerusform>Nach %1 angehalten: %n Lauf geschrieben</numerusform>
            <numerusform>Nach %1 angehalten: %n Läufe geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed after %1: the bar above the charts says why</source>
        <translation>Nach %1 fehlgeschlagen: die Leiste über den Diagrammen nennt den Grund</translation>
    </message>
    <message>
        <source>socket (HTTP/1.1 keep-alive, HTTP/2)</source>
        <translation>socket (HTTP/1.1 Keep-Alive, HTTP/2)</translation>
    </message>
    <message>
        <source>HTTP/2 endpoints: requests in flight at once on each connection (socket engine)</source>
        <translation>HTTP/2-Endpunkte: gleichzeitig laufende Anfragen je Verbindung (Socket-Engine)</translation>
    </message>
    <message>
        <source>HTTP/2 streams</source>
        <translation>HTTP/2-Streams</translation>
    </message>
    <message>
        <source>one per line, e.g. p99_ms&lt;50 or error_rate&lt;0.01</source>
        <translation>einer je Zeile, z. B. p99_ms&lt;50 oder error_rate&lt;0.01</translation>
    </message>
    <message>
        <source>Limits every run must keep: METRIC[@ENDPOINT] OP LIMIT. The outcome says which held; summary.json has every figure.</source>
        <translation>Grenzen, die jeder Lauf einhalten muss: METRIK[@ENDPUNKT] OP GRENZE. Das Ergebnis sagt, welche gehalten haben; summary.json enthält jede Kennzahl.</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation>Schwellenwerte</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 nicht eingehalten: %2</translation>
    </message>
    <message>
        <source>every threshold held</source>
        <translation>jeder Schwellenwert eingehalten</translation>
    </message>
    <message>
        <source>%1 of %2 thresholds failed</source>
        <translation>%1 von %2 Schwellenwerten nicht eingehalten</translation>
    </message>
    <message>
        <source>%1 thresholds held</source>
        <translation>%1 Schwellenwerte eingehalten</translation>
    </message>
    <message>
        <source>e.g. p99_ms&lt;50, error_rate&lt;0.001</source>
        <translation>z. B. p99_ms&lt;50, error_rate&lt;0.001</translation>
    </message>
    <message>
        <source>Rate runs search for the highest rate that keeps these targets, probe by probe, instead of loading at one rate; the Capacity tab shows what each found</source>
        <translation>rate-Läufe suchen Probe um Probe die höchste Rate, die diese Ziele einhält, statt mit einer Rate zu laden; der Reiter Kapazität zeigt, was jeder fand</translation>
    </message>
    <message>
        <source>Capacity targets</source>
        <translation>Kapazitätsziele</translation>
    </message>
    <message>
        <source>capacity target: %1</source>
        <translation>Kapazitätsziel: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 at a failed threshold: %n run(s) written</source>
        <translation>
            <numerusform>Angehalten nach %1 bei einer verfehlten Schwelle: %n Lauf geschrieben</numerusform>
            <numerusform>Angehalten nach %1 bei einer verfehlten Schwelle: %n Läufe geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing measured yet</source>
        <translation>%1: noch nichts gemessen</translation>
    </message>
    <message>
        <source>%1 holds so far (closest: %2 in %3)</source>
        <translation>%1 hält bisher (am knappsten: %2 in %3)</translation>
    </message>
    <message>
        <source>%1 fails so far: %2</source>
        <translation>%1 scheitert bisher: %2</translation>
    </message>
    <message>
        <source>thresholds so far: %1 of %2 failing</source>
        <translation>Schwellen bisher: %1 von %2 verfehlt</translation>
    </message>
    <message>
        <source>load every endpoint at once, by weight</source>
        <translation>alle Endpunkte zugleich laden, nach Gewicht</translation>
    </message>
    <message>
        <source>Continuous and rate runs load all endpoints together, each with its weight&apos;s share of the rate or the connections; their figures are kept apart and together</source>
        <translation>continuous- und rate-Läufe laden alle Endpunkte zusammen, jeden mit dem Anteil seines Gewichts an der Rate oder den Verbindungen; ihre Kennzahlen werden getrennt und gemeinsam geführt</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Mischung</translation>
    </message>
    <message>
        <source>Swarm service: scale to 0 and back</source>
        <translation>Swarm-Dienst: auf 0 skalieren und zurück</translation>
    </message>
    <message>
        <source>Swarm service: force an update</source>
        <translation>Swarm-Dienst: Update erzwingen</translation>
    </message>
    <message>
        <source>How cold and burst runs make a container, or a Swarm service&apos;s tasks, start cold before each batch</source>
        <translation>Wie cold- und burst-Läufe einen Container oder die Tasks eines Swarm-Dienstes vor jedem Stapel kalt starten lassen</translation>
    </message>
    <message>
        <source>none: this machine sends</source>
        <translation>keine: dieser Rechner sendet</translation>
    </message>
    <message>
        <source>Continuous and rate runs: send the load from this many generators on the swarm the Docker host manages, one per node, and merge what they measure into the run</source>
        <translation>Dauer- und Ratenläufe: die Last von so vielen Generatoren im Swarm senden, den der Docker-Host verwaltet, einer je Knoten, und ihre Messungen im Lauf zusammenführen</translation>
    </message>
    <message>
        <source>The image the generators run: every node needs it (scripts/build-cli-image.sh --load-into puts it there), or name one in your registry</source>
        <translation>Das Image, das die Generatoren ausführen: jeder Knoten braucht es (scripts/build-cli-image.sh --load-into legt es dort ab), oder nennen Sie eines aus Ihrer Registry</translation>
    </message>
    <message>
        <source>Generators on the swarm</source>
        <translation>Generatoren im Swarm</translation>
    </message>
    <message>
        <source>Generator image</source>
        <translation>Generator-Image</translation>
    </message>
</context>
<context>
    <name>cp::RunStatusBar</name>
    <message>
        <source>Open loop: requests sent more than 1 ms after their schedule — the load generator&apos;s health</source>
        <translation>Offene Schleife: Anfragen, die mehr als 1 ms nach ihrem Termin gesendet wurden — der Zustand des Lastgenerators</translation>
    </message>
    <message>
        <source>%1 — the built-in demo endpoint works without it</source>
        <translation>%1 — der eingebaute Demo-Endpunkt funktioniert auch ohne</translation>
    </message>
    <message>
        <source>Samples: %1</source>
        <translation>Messwerte: %1</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 Anfr./s</translation>
    </message>
    <message>
        <source>Late sends: %1</source>
        <translation>Verspätet gesendet: %1</translation>
    </message>
</context>
<context>
    <name>cp::ServiceControl</name>
    <message>
        <source>memory %1 MiB</source>
        <translation>Speicher %1 MiB</translation>
    </message>
    <message>
        <source>memory unlimited</source>
        <translation>Speicher unbegrenzt</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>CPUs unlimited</source>
        <translation>CPUs unbegrenzt</translation>
    </message>
    <message>
        <source>the Docker daemon at %1 is not a manager of a swarm, so it knows no service &apos;%2&apos; (%3): point docker_host at a manager node, or create the swarm first (&apos;docker swarm init&apos;)</source>
        <translation>der Docker-Daemon unter %1 ist kein Manager eines Swarms und kennt daher keinen Dienst „%2“ (%3): docker_host auf einen Manager-Knoten richten oder zuerst den Swarm anlegen („docker swarm init“)</translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; does not exist on %2; list services with &apos;containerperf-cli containers&apos; or &apos;docker service ls&apos;</source>
        <translation>Swarm-Dienst „%1“ existiert auf %2 nicht; Dienste mit „containerperf-cli containers“ oder „docker service ls“ auflisten</translation>
    </message>
    <message>
        <source>cannot inspect Swarm service &apos;%1&apos;: %2</source>
        <translation>Swarm-Dienst „%1“ lässt sich nicht untersuchen: %2</translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; runs in %2 mode; only replicated services can be bound (their limits and replica count are what an experiment changes)</source>
        <translation>Swarm-Dienst „%1“ läuft im Modus %2; nur replizierte Dienste können gebunden werden (ihre Grenzen und Replikatzahl sind, was ein Experiment ändert)</translation>
    </message>
    <message>
        <source>an unknown</source>
        <translation>einem unbekannten</translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; runs %2 of its %3 tasks: wait until &apos;docker service ps %1&apos; shows them all running, then start again</source>
        <translation>Swarm-Dienst „%1“ führt %2 seiner %3 Tasks aus: warten, bis „docker service ps %1“ alle laufend zeigt, dann erneut starten</translation>
    </message>
    <message>
        <source>cannot list the tasks of Swarm service &apos;%1&apos;: %2</source>
        <translation>die Tasks des Swarm-Dienstes „%1“ lassen sich nicht auflisten: %2</translation>
    </message>
    <message>
        <source>cannot inspect the container of task %1.%2: %3</source>
        <translation>der Container von Task %1.%2 lässt sich nicht untersuchen: %3</translation>
    </message>
    <message>
        <source>the container of task %1.%2 runs with %3, not the %4 its task asked for</source>
        <translation>der Container von Task %1.%2 läuft mit %3, nicht mit den von seinem Task verlangten %4</translation>
    </message>
    <message>
        <source>Docker refused to update Swarm service &apos;%1&apos; (%2): %3</source>
        <translation>Docker hat das Update des Swarm-Dienstes „%1“ abgelehnt (%2): %3</translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; did not converge: %2</source>
        <translation>Swarm-Dienst „%1“ hat nicht konvergiert: %2</translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; did not converge within %2 s: %3</source>
        <translation>Swarm-Dienst „%1“ hat nicht innerhalb von %2 s konvergiert: %3</translation>
    </message>
    <message>
        <source>its update is %1: %2</source>
        <translation>sein Update ist %1: %2</translation>
    </message>
    <message>
        <source>task %1 is still stopping</source>
        <translation>Task %1 hält noch an</translation>
    </message>
    <message>
        <source>task %1 is %2: %3</source>
        <translation>Task %1 ist %2: %3</translation>
    </message>
    <message>
        <source>%1 of %2 tasks run the new spec</source>
        <translation>%1 von %2 Tasks laufen mit der neuen Spezifikation</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is Swarm service &apos;%2&apos; by its id: bind it by its name, &apos;%2&apos;, which its tasks&apos; containers carry</source>
        <translation>„%1“ ist Swarm-Dienst „%2“ über seine ID: ihn über seinen Namen „%2“ binden, den die Container seiner Tasks tragen</translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; runs no replicas, so there is nothing to measure: scale it up first (&apos;docker service scale %1=1&apos;)</source>
        <translation>Swarm-Dienst „%1“ hat keine Replikate, es gibt also nichts zu messen: ihn zuerst hochskalieren („docker service scale %1=1“)</translation>
    </message>
    <message>
        <source>the container of task %1.%2 is not on the daemon at %3 (node %4): Swarm may have replaced the task meanwhile (start again), or that address is not the node&apos;s own (docs/scale-out.md#multi-node-swarms)</source>
        <translation>der Container von Task %1.%2 ist nicht auf dem Daemon unter %3 (Knoten %4): Swarm hat den Task vielleicht inzwischen ersetzt (erneut starten), oder diese Adresse ist nicht die des Knotens (docs/scale-out.md#multi-node-swarms)</translation>
    </message>
    <message>
        <source>Docker did not answer: %1</source>
        <translation>Docker hat nicht geantwortet: %1</translation>
    </message>
    <message>
        <source>task %1 still runs the old spec</source>
        <translation>Task %1 läuft noch mit der alten Spezifikation</translation>
    </message>
</context>
<context>
    <name>cp::ServiceListModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>The task&apos;s container</source>
        <translation>Der Container des Tasks</translation>
    </message>
    <message>
        <source>Service / task</source>
        <translation>Dienst / Task</translation>
    </message>
    <message>
        <source>Replicas / state</source>
        <translation>Replikate / Zustand</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Image / container</source>
        <translation>Image / Container</translation>
    </message>
</context>
<context>
    <name>cp::StagesEditor</name>
    <message>
        <source>Add stage</source>
        <translation>Stufe hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>Dauer (s)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Each stage moves the target linearly from the last one (0 before the first) over its duration; a stage of 0 s steps at once. Rate runs: requests/s; continuous runs: requests in flight. No stages: a constant load.</source>
        <translation>Jede Stufe führt das Ziel über ihre Dauer linear vom vorigen (0 vor der ersten) zu ihrem eigenen; eine Stufe von 0 s springt sofort. rate-Läufe: Anfragen/s; continuous-Läufe: laufende Anfragen. Keine Stufen: gleichbleibende Last.</translation>
    </message>
    <message>
        <source>stage %1: &apos;%2 s&apos; and &apos;%3&apos; are not a duration and a target of 0 or more</source>
        <translation>Stufe %1: „%2 s“ und „%3“ sind keine Dauer und kein Ziel von 0 oder mehr</translation>
    </message>
</context>
<context>
    <name>cp::StatsWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>cp::SwarmGeneratorExecutor</name>
    <message>
        <source>generator %1</source>
        <translation>Generator %1</translation>
    </message>
    <message>
        <source>generator %1 on %2</source>
        <translation>Generator %1 auf %2</translation>
    </message>
    <message>
        <source>the Docker address is not usable: %1</source>
        <translation>die Docker-Adresse ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>generators on a swarm need a swarm manager&apos;s Docker daemon; %1 is not one (docker swarm init makes it one, or give a manager&apos;s address as the Docker host)</source>
        <translation>Generatoren im Swarm brauchen den Docker-Daemon eines Swarm-Managers; %1 ist keiner (docker swarm init macht ihn zu einem, oder geben Sie die Adresse eines Managers als Docker-Host an)</translation>
    </message>
    <message>
        <source>cannot start the generators&apos; job from image %1: %2</source>
        <translation>der Job der Generatoren kann nicht aus dem Image %1 gestartet werden: %2</translation>
    </message>
    <message>
        <source>cannot read the generators&apos; tasks: %1</source>
        <translation>die Tasks der Generatoren können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the generators run where ContainerPerf cannot reach: %1</source>
        <translation>die Generatoren laufen, wo ContainerPerf sie nicht erreicht: %1</translation>
    </message>
    <message>
        <source>the generators had not ended %1 s after they were asked to stop: what they wrote so far was copied</source>
        <translation>die Generatoren hatten %1 s nach der Bitte anzuhalten nicht geendet: was sie bis dahin schrieben, wurde kopiert</translation>
    </message>
    <message>
        <source>the generators had not ended %1 s after their run should have: they were stopped</source>
        <translation>die Generatoren hatten %1 s nach dem geplanten Ende ihres Laufs nicht geendet: sie wurden angehalten</translation>
    </message>
    <message>
        <source>%1: its node&apos;s clock could not be read (%2); its times are taken as they are</source>
        <translation>%1: die Uhr seines Knotens war nicht lesbar (%2); seine Zeiten werden genommen, wie sie sind</translation>
    </message>
    <message>
        <source>it never ran: %1 (every node needs the image %2; scripts/build-cli-image.sh --load-into puts it on a node)</source>
        <translation>er lief nie: %1 (jeder Knoten braucht das Image %2; scripts/build-cli-image.sh --load-into legt es auf einen Knoten)</translation>
    </message>
    <message>
        <source>its results could not be copied out: no room for them here (%1)</source>
        <translation>seine Ergebnisse ließen sich nicht herauskopieren: hier ist kein Platz für sie (%1)</translation>
    </message>
    <message>
        <source>its results could not be copied out: %1</source>
        <translation>seine Ergebnisse ließen sich nicht herauskopieren: %1</translation>
    </message>
    <message>
        <source>no generator delivered results: %1</source>
        <translation>kein Generator lieferte Ergebnisse: %1</translation>
    </message>
    <message>
        <source>it wrote no summary (%1); its process ended with %2</source>
        <translation>er schrieb keine Zusammenfassung (%1); sein Prozess endete mit %2</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>kein Lauf</translation>
    </message>
    <message>
        <source>its samples cannot be read: %1</source>
        <translation>seine Messwerte sind nicht lesbar: %1</translation>
    </message>
    <message>
        <source>stopped before its run ended</source>
        <translation>angehalten, bevor sein Lauf endete</translation>
    </message>
    <message>
        <source>starting %1 generators on the swarm</source>
        <translation>%1 Generatoren im Swarm werden gestartet</translation>
    </message>
    <message>
        <source>%1 of %2 generators sending; their samples come when they end</source>
        <translation>%1 von %2 Generatoren senden; ihre Messwerte kommen, wenn sie enden</translation>
    </message>
    <message>
        <source>asking the generators to stop and write what they measured</source>
        <translation>die Generatoren werden gebeten anzuhalten und ihre Messungen zu schreiben</translation>
    </message>
    <message>
        <source>copying the generators&apos; results</source>
        <translation>die Ergebnisse der Generatoren werden kopiert</translation>
    </message>
    <message>
        <source>removing the generators&apos; job</source>
        <translation>der Job der Generatoren wird entfernt</translation>
    </message>
    <message>
        <source>generators may run on any node that takes tasks, and their results are copied from there: give the Docker address of %1 (--swarm-node NODE=ADDRESS, in files swarm_nodes)</source>
        <translation>Generatoren können auf jedem Knoten laufen, der Tasks annimmt, und ihre Ergebnisse werden von dort kopiert: geben Sie die Docker-Adresse von %1 an (--swarm-node KNOTEN=ADRESSE, in Dateien swarm_nodes)</translation>
    </message>
    <message>
        <source>%1 generators need as many swarm nodes that take tasks, one each; the swarm has %2: run fewer generators, or join (or activate) more nodes</source>
        <translation>%1 Generatoren brauchen ebenso viele Swarm-Knoten, die Tasks annehmen, je einen; der Swarm hat %2: starten Sie weniger Generatoren, oder nehmen Sie mehr Knoten auf (oder aktivieren Sie sie)</translation>
    </message>
    <message>
        <source>cannot hand the generators their experiment (a Swarm secret): %1</source>
        <translation>den Generatoren kann ihr Experiment (ein Swarm-Secret) nicht übergeben werden: %1</translation>
    </message>
    <message>
        <source>its results could not be copied out: they are larger than %1 GiB</source>
        <translation>seine Ergebnisse ließen sich nicht herauskopieren: sie sind größer als %1 GiB</translation>
    </message>
</context>
<context>
    <name>cp::SwarmNodeClients</name>
    <message>
        <source>cannot inspect swarm node %1: %2</source>
        <translation>Swarm-Knoten %1 lässt sich nicht untersuchen: %2</translation>
    </message>
    <message>
        <source>Swarm service tasks run on node %1 (%2), whose Docker daemon ContainerPerf was not told of: give its address, e.g. --swarm-node %1=tcp://%2:2376 or &quot;swarm_nodes&quot;: {&quot;%1&quot;: &quot;tcp://%2:2376&quot;} (docs/scale-out.md#multi-node-swarms)</source>
        <translation>Tasks des Swarm-Dienstes laufen auf Knoten %1 (%2), dessen Docker-Daemon ContainerPerf nicht genannt wurde: seine Adresse angeben, z. B. --swarm-node %1=tcp://%2:2376 oder &quot;swarm_nodes&quot;: {&quot;%1&quot;: &quot;tcp://%2:2376&quot;} (docs/scale-out.md#multi-node-swarms)</translation>
    </message>
    <message>
        <source>the Docker address of swarm node %1 is not usable: %2</source>
        <translation>die Docker-Adresse von Swarm-Knoten %1 ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>swarm node %1</source>
        <translation>Swarm-Knoten %1</translation>
    </message>
</context>
<context>
    <name>cp::TargetsPanel</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Demo endpoint</source>
        <translation>Demo-Endpunkt</translation>
    </message>
    <message>
        <source>default: DOCKER_HOST, context, /var/run/docker.sock</source>
        <translation>Vorgabe: DOCKER_HOST, Kontext, /var/run/docker.sock</translation>
    </message>
    <message>
        <source>unix:///path/to/docker.sock or tcp://host:2375; press Enter to connect</source>
        <translation>unix:///pfad/zu/docker.sock oder tcp://host:2375; Eingabetaste verbindet</translation>
    </message>
    <message>
        <source>A local HTTP service built into ContainerPerf: needs no Docker</source>
        <translation>Ein in ContainerPerf eingebauter lokaler HTTP-Dienst: braucht kein Docker</translation>
    </message>
    <message>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Endpoints</source>
        <translation>Endpunkte</translation>
    </message>
</context>
<context>
    <name>cp::Threshold</name>
    <message>
        <source>&apos;%1&apos; is not a threshold: write METRIC[@ENDPOINT] OP LIMIT, e.g. p99_ms&lt;50 or error_rate&lt;=0.01</source>
        <translation>„%1“ ist kein Schwellenwert: METRIK[@ENDPUNKT] OP GRENZE schreiben, z. B. p99_ms&lt;50 oder error_rate&lt;=0.01</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in threshold &apos;%2&apos; is not one of %3</source>
        <translation>„%1“ in Schwellenwert „%2“ ist nicht eines von %3</translation>
    </message>
    <message>
        <source>threshold &apos;%1&apos; has @ but no endpoint name after it</source>
        <translation>Schwellenwert „%1“ hat ein @, aber keinen Endpunktnamen danach</translation>
    </message>
    <message>
        <source>the limit &apos;%1&apos; in threshold &apos;%2&apos; is not a number</source>
        <translation>die Grenze „%1“ in Schwellenwert „%2“ ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>cp::ThresholdResult</name>
    <message>
        <source>no accepted samples</source>
        <translation>keine akzeptierten Messwerte</translation>
    </message>
    <message>
        <source>no requests</source>
        <translation>keine Anfragen</translation>
    </message>
    <message>
        <source>not a figure of a run</source>
        <translation>keine Kennzahl eines Laufs</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 CPUs</translation>
    </message>
    <message>
        <source>message length %1</source>
        <translation>Nachrichtenlänge %1</translation>
    </message>
    <message>
        <source>nothing measured it</source>
        <translation>nichts hat ihn gemessen</translation>
    </message>
    <message>
        <source>no run of endpoint &apos;%1&apos; measured it</source>
        <translation>kein Lauf des Endpunkts „%1“ hat ihn gemessen</translation>
    </message>
    <message>
        <source>%1: %2 %3, not %4 %5</source>
        <translation>%1: %2 %3, nicht %4 %5</translation>
    </message>
    <message>
        <source>%1: no %2 (%3)</source>
        <translation>%1: kein %2 (%3)</translation>
    </message>
    <message>
        <source>cold start of %1 at %2</source>
        <translation>Kaltstart von %1 bei %2</translation>
    </message>
    <message>
        <source>no warm or no cold samples</source>
        <translation>keine warmen oder keine kalten Messwerte</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>run %1, %2</source>
        <translation>Lauf %1, %2</translation>
    </message>
</context>
<context>
    <name>cp::ThresholdWatch</name>
    <message>
        <source>threshold %1 can no longer pass: run %2 reached %3 %4</source>
        <translation>Schwelle %1 kann nicht mehr bestehen: Lauf %2 erreichte %3 %4</translation>
    </message>
    <message>
        <source>threshold %1 can no longer pass: %2</source>
        <translation>Schwelle %1 kann nicht mehr bestehen: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Latency and resource cost of HTTP services in Docker containers</source>
        <translation>Latenz und Ressourcenbedarf von HTTP-Diensten in Docker-Containern</translation>
    </message>
    <message>
        <source>Start measuring the built-in demo service at once</source>
        <translation>Sofort mit dem Messen des eingebauten Demodienstes beginnen</translation>
    </message>
</context>
</TS>
