<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>StatsSession</name>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="88"/>
        <source>cannot create the output directory %1</source>
        <translation>cannot create the output directory %1</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="98"/>
        <source>lost the Docker daemon (%1); reconnecting</source>
        <translation>lost the Docker daemon (%1); reconnecting</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="101"/>
        <source>Docker daemon back; streams resumed</source>
        <translation>Docker daemon back; streams resumed</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="111"/>
        <source>container &apos;%1&apos;: %2</source>
        <translation>container &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="117"/>
        <source>container &apos;%1&apos; was removed</source>
        <translation>container &apos;%1&apos; was removed</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="117"/>
        <source>container &apos;%1&apos; stopped</source>
        <translation>container &apos;%1&apos; stopped</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="153"/>
        <source>stats: %1 records, %2 events, %3 s left</source>
        <translation>stats: %1 records, %2 events, %3 s left</translation>
    </message>
    <message>
        <location filename="../app/cli/stats_command.cpp" line="179"/>
        <source>stats: %1 records and %2 events written to %3</source>
        <translation>stats: %1 records and %2 events written to %3</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/cli_support.cpp" line="43"/>
        <source> (see --help)</source>
        <translation> (see --help)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_support.cpp" line="58"/>
        <source>--%1 must be a whole number of at least %2, not &apos;%3&apos;</source>
        <translation>--%1 must be a whole number of at least %2, not &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="26"/>
        <source>Usage: containerperf-cli COMMAND [OPTIONS]

Commands:
</source>
        <translation>Usage: containerperf-cli COMMAND [OPTIONS]

Commands:
</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="29"/>
        <source>
&apos;containerperf-cli COMMAND --help&apos; describes a command&apos;s options.
</source>
        <translation>
&apos;containerperf-cli COMMAND --help&apos; describes a command&apos;s options.
</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="55"/>
        <source>unknown command &apos;%1&apos;; run &apos;containerperf-cli --help&apos; for the list</source>
        <translation>unknown command &apos;%1&apos;; run &apos;containerperf-cli --help&apos; for the list</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="29"/>
        <source>run %1/%2  %3 s  %4 samples  %5 req/s  %6 errors</source>
        <translation>run %1/%2  %3 s  %4 samples  %5 req/s  %6 errors</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="37"/>
        <source>  %1 late sends</source>
        <translation>  %1 late sends</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="39"/>
        <source>  ETA %1 s</source>
        <translation>  ETA %1 s</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="47"/>
        <source>run %1 %2: %3 requests, %4 accepted, %5 errors, %6 req/s</source>
        <translation>run %1 %2: %3 requests, %4 accepted, %5 errors, %6 req/s</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="55"/>
        <source>, latency median %1, p99 %2</source>
        <translation>, latency median %1, p99 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/progress_printer.cpp" line="59"/>
        <source>, %1 late sends</source>
        <translation>, %1 late sends</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="22"/>
        <source>--%1 takes a duration such as 10s, 500ms or 2m, not &apos;%2&apos;</source>
        <translation>--%1 takes a duration such as 10s, 500ms or 2m, not &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="34"/>
        <source>--rate takes requests per second R or a ramp R1:R2 of non-negative numbers, not &apos;%1&apos;</source>
        <translation>--rate takes requests per second R or a ramp R1:R2 of non-negative numbers, not &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="50"/>
        <source>--%1 takes a comma-separated list of %2, not &apos;%3&apos;</source>
        <translation>--%1 takes a comma-separated list of %2, not &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="51"/>
        <source>whole numbers</source>
        <translation>whole numbers</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="51"/>
        <source>numbers</source>
        <translation>numbers</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="57"/>
        <source>--%1 needs at least one value</source>
        <translation>--%1 needs at least one value</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="67"/>
        <source>URL to load (http:// or https://).</source>
        <translation>URL to load (http:// or https://).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="68"/>
        <source>HTTP method (default POST, the seed client&apos;s).</source>
        <translation>HTTP method (default POST, the seed client&apos;s).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="69"/>
        <source>Request header &apos;Name: value&apos;; repeatable.</source>
        <translation>Request header &apos;Name: value&apos;; repeatable.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="71"/>
        <source>Body template: {{msg}}, {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}. POST default: message={{msg}}.</source>
        <translation>Body template: {{msg}}, {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}. POST default: message={{msg}}.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="74"/>
        <source>Run type: continuous (closed loop), rate (open loop), or SeBS perf-cost batches: warm, cold, burst, sequential.</source>
        <translation>Run type: continuous (closed loop), rate (open loop), or SeBS perf-cost batches: warm, cold, burst, sequential.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="77"/>
        <source>warm/cold/burst/sequential: samples to accept (default 10).</source>
        <translation>warm/cold/burst/sequential: samples to accept (default 10).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="80"/>
        <source>Bind the endpoint to this container: stream its stats and events; needed for cold, burst and sweeps. Repeatable.</source>
        <translation>Bind the endpoint to this container: stream its stats and events; needed for cold, burst and sweeps. Repeatable.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="83"/>
        <source>Memory limits to sweep, MiB, comma-separated (e.g. 128,256).</source>
        <translation>Memory limits to sweep, MiB, comma-separated (e.g. 128,256).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="85"/>
        <source>CPU limits to sweep, cores, comma-separated (e.g. 0.5,1).</source>
        <translation>CPU limits to sweep, cores, comma-separated (e.g. 0.5,1).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="86"/>
        <source>Message lengths to sweep, comma-separated.</source>
        <translation>Message lengths to sweep, comma-separated.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="87"/>
        <source>perf-cost: pause before and after each batch (default 5s, SeBS&apos;s).</source>
        <translation>perf-cost: pause before and after each batch (default 5s, SeBS&apos;s).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="89"/>
        <source>How cold starts are enforced: restart (default), stop-start or recreate.</source>
        <translation>How cold starts are enforced: restart (default), stop-start or recreate.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="91"/>
        <source>Concurrent connections (rate: the most to open).</source>
        <translation>Concurrent connections (rate: the most to open).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="93"/>
        <source>How long to load (default 10s; 0 with --requests: count only).</source>
        <translation>How long to load (default 10s; 0 with --requests: count only).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="94"/>
        <source>How many requests to send.</source>
        <translation>How many requests to send.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="95"/>
        <source>Open loop rate in requests/s, or a ramp R1:R2.</source>
        <translation>Open loop rate in requests/s, or a ramp R1:R2.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="96"/>
        <source>Length of the random message {{msg}} (default 5).</source>
        <translation>Length of the random message {{msg}} (default 5).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="98"/>
        <source>Per-request timeout (default 9s).</source>
        <translation>Per-request timeout (default 9s).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="99"/>
        <source>Load for this long before measuring; discarded (default 0s).</source>
        <translation>Load for this long before measuring; discarded (default 0s).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="101"/>
        <source>Load engine: socket (default) or qnam.</source>
        <translation>Load engine: socket (default) or qnam.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="102"/>
        <source>Load generator threads (default: one per core).</source>
        <translation>Load generator threads (default: one per core).</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="104"/>
        <source>default, or seed to also write the seed&apos;s client.json.</source>
        <translation>default, or seed to also write the seed&apos;s client.json.</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="114"/>
        <source>--url is required</source>
        <translation>--url is required</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="122"/>
        <source>--url &apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>--url &apos;%1&apos; is not an http:// or https:// URL with a host</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="129"/>
        <source>--method &apos;%1&apos; is not an HTTP method</source>
        <translation>--method &apos;%1&apos; is not an HTTP method</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="135"/>
        <source>--header &apos;%1&apos; is not of the form &apos;Name: value&apos;</source>
        <translation>--header &apos;%1&apos; is not of the form &apos;Name: value&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="158"/>
        <source>--type &apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</source>
        <translation>--type &apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="169"/>
        <source>--cold-start &apos;%1&apos; is not one of restart, stop-start, recreate</source>
        <translation>--cold-start &apos;%1&apos; is not one of restart, stop-start, recreate</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="212"/>
        <source>--type rate needs --rate R or --rate R1:R2</source>
        <translation>--type rate needs --rate R or --rate R1:R2</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="222"/>
        <source>--engine &apos;%1&apos; is not one of socket, qnam</source>
        <translation>--engine &apos;%1&apos; is not one of socket, qnam</translation>
    </message>
    <message>
        <location filename="../app/cli/run_options.cpp" line="227"/>
        <source>--format &apos;%1&apos; is not one of default, seed</source>
        <translation>--format &apos;%1&apos; is not one of default, seed</translation>
    </message>
    <message>
        <location filename="../app/cli/experiment_driver.cpp" line="39"/>
        <source>the target never answered: every request failed (see the error classes above); check the URL and that the service is up</source>
        <translation>the target never answered: every request failed (see the error classes above); check the URL and that the service is up</translation>
    </message>
    <message>
        <location filename="../app/cli/experiment_driver.cpp" line="70"/>
        <source>interrupted: stopping and writing the results</source>
        <translation>interrupted: stopping and writing the results</translation>
    </message>
    <message>
        <location filename="../app/cli/experiment_driver.cpp" line="87"/>
        <source>results in %1</source>
        <translation>results in %1</translation>
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
        <translation>mean</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="113"/>
        <source>median</source>
        <translation>median</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="113"/>
        <source>std</source>
        <translation>std</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="114"/>
        <source>cv</source>
        <translation>cv</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="114"/>
        <source>min</source>
        <translation>min</translation>
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
        <translation>max</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="115"/>
        <source>95% CI median</source>
        <translation>95% CI median</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="116"/>
        <source>95% CI mean</source>
        <translation>95% CI mean</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="175"/>
        <source>Median of %1%2
</source>
        <translation>Median of %1%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="176"/>
        <source>  A  %1  n = %2  median = %3
</source>
        <translation>  A  %1  n = %2  median = %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="180"/>
        <source>  B  %1  n = %2  median = %3
</source>
        <translation>  B  %1  n = %2  median = %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="184"/>
        <source>median(B) - median(A) = %1
</source>
        <translation>median(B) - median(A) = %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="186"/>
        <source>95% CI %1 (percentile bootstrap, %2 resamples, seed %3)
</source>
        <translation>95% CI %1 (percentile bootstrap, %2 resamples, seed %3)
</translation>
    </message>
    <message>
        <location filename="../app/cli/analyze_report.cpp" line="191"/>
        <source>95% CI: none, a group has fewer than %1 values
</source>
        <translation>95% CI: none, a group has fewer than %1 values
</translation>
    </message>
</context>
<context>
    <name>cp</name>
    <message>
        <location filename="../core/results/summary_json.cpp" line="73"/>
        <source>unknown run type &apos;%1&apos;</source>
        <translation>unknown run type &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/results/summary_json.cpp" line="114"/>
        <source>not a ContainerPerf summary (its &quot;format&quot; is not containerperf-summary/1)</source>
        <translation>not a ContainerPerf summary (its &quot;format&quot; is not containerperf-summary/1)</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="104"/>
        <source>&apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>&apos;%1&apos; is not an http:// or https:// URL with a host</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="106"/>
        <source>missing: every endpoint needs a URL</source>
        <translation>missing: every endpoint needs a URL</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="112"/>
        <source>&apos;%1&apos; is not an HTTP method</source>
        <translation>&apos;%1&apos; is not an HTTP method</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="122"/>
        <source>&apos;%1&apos; is not of the form &apos;Name: value&apos;</source>
        <translation>&apos;%1&apos; is not of the form &apos;Name: value&apos;</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="147"/>
        <source>expected an endpoint object</source>
        <translation>expected an endpoint object</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="161"/>
        <source>&apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</source>
        <translation>&apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="200"/>
        <source>&apos;%1&apos; is not one of socket, qnam</source>
        <translation>&apos;%1&apos; is not one of socket, qnam</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="208"/>
        <source>&apos;%1&apos; is not one of restart, stop-start, recreate</source>
        <translation>&apos;%1&apos; is not one of restart, stop-start, recreate</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="254"/>
        <source>&apos;%1&apos; is not one of warm, cold, burst, sequential</source>
        <translation>&apos;%1&apos; is not one of warm, cold, burst, sequential</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="257"/>
        <source>missing: list the run types, e.g. [&quot;cold&quot;, &quot;warm&quot;]</source>
        <translation>missing: list the run types, e.g. [&quot;cold&quot;, &quot;warm&quot;]</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="292"/>
        <source>experiments.perf-cost: missing; this SeBS configuration has no perf-cost experiment</source>
        <translation>experiments.perf-cost: missing; this SeBS configuration has no perf-cost experiment</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="304"/>
        <source>format: missing; a ContainerPerf experiment file starts with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>format: missing; a ContainerPerf experiment file starts with &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="306"/>
        <source>format: &apos;%1&apos; is not a format this version reads (%2)</source>
        <translation>format: &apos;%1&apos; is not a format this version reads (%2)</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="321"/>
        <location filename="../core/results/csv_journal.cpp" line="20"/>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="327"/>
        <source>%1 is not valid JSON: %2 at byte %3</source>
        <translation>%1 is not valid JSON: %2 at byte %3</translation>
    </message>
    <message>
        <location filename="../core/config/experiment_json.cpp" line="331"/>
        <source>%1: the experiment must be a JSON object</source>
        <translation>%1: the experiment must be a JSON object</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="29"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="31"/>
        <source>a boolean</source>
        <translation>a boolean</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="33"/>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="35"/>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="37"/>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="39"/>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="43"/>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../core/results/csv_journal.cpp" line="25"/>
        <location filename="../core/results/csv_journal.cpp" line="31"/>
        <location filename="../core/results/csv_journal.cpp" line="37"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="19"/>
        <source>%1%2 is below the minimum of %3%2</source>
        <translation>%1%2 is below the minimum of %3%2</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="21"/>
        <source>%1%2 is above the maximum of %3%2</source>
        <translation>%1%2 is above the maximum of %3%2</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="39"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: cannot read: %2</translation>
    </message>
</context>
<context>
    <name>cp::BoundContainers</name>
    <message>
        <location filename="../core/run/bound_containers.cpp" line="30"/>
        <source>no stats record showed the memory limit of %1 MiB within %2 s; measuring anyway</source>
        <translation>no stats record showed the memory limit of %1 MiB within %2 s; measuring anyway</translation>
    </message>
    <message>
        <location filename="../core/run/bound_containers.cpp" line="86"/>
        <source>container &apos;%1&apos; publishes port %2 of %3 on a host port Docker chose, which changes at every restart, so cold and burst runs would lose the endpoint: publish it on a fixed port (docker run -p 127.0.0.1:%2:PORT …)</source>
        <translation>container &apos;%1&apos; publishes port %2 of %3 on a host port Docker chose, which changes at every restart, so cold and burst runs would lose the endpoint: publish it on a fixed port (docker run -p 127.0.0.1:%2:PORT …)</translation>
    </message>
</context>
<context>
    <name>cp::ColdStartController</name>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="108"/>
        <source>could not restart &apos;%1&apos;: %2</source>
        <translation>could not restart &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="124"/>
        <location filename="../core/run/cold_start_controller.cpp" line="165"/>
        <source>could not stop &apos;%1&apos;: %2</source>
        <translation>could not stop &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="139"/>
        <source>could not start &apos;%1&apos;: %2</source>
        <translation>could not start &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="155"/>
        <source>could not inspect &apos;%1&apos; to recreate it: %2</source>
        <translation>could not inspect &apos;%1&apos; to recreate it: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="173"/>
        <source>could not remove &apos;%1&apos;: %2</source>
        <translation>could not remove &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location filename="../core/run/cold_start_controller.cpp" line="181"/>
        <source>could not create &apos;%1&apos; again: %2</source>
        <translation>could not create &apos;%1&apos; again: %2</translation>
    </message>
</context>
<context>
    <name>cp::ContainerControl</name>
    <message>
        <location filename="../core/run/container_control.cpp" line="58"/>
        <source>the Docker address is not usable: %1</source>
        <translation>the Docker address is not usable: %1</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="62"/>
        <source>the experiment&apos;s docker_host</source>
        <translation>the experiment&apos;s docker_host</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="93"/>
        <source>the Docker daemon at %1 did not describe itself: %2</source>
        <translation>the Docker daemon at %1 did not describe itself: %2</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="116"/>
        <source>container &apos;%1&apos; does not exist on %2; check the name with &apos;docker ps -a&apos;</source>
        <translation>container &apos;%1&apos; does not exist on %2; check the name with &apos;docker ps -a&apos;</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="119"/>
        <source>cannot inspect container &apos;%1&apos;: %2</source>
        <translation>cannot inspect container &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="135"/>
        <source>container &apos;%1&apos; is %2, not running: start it first (&apos;docker start %1&apos;)</source>
        <translation>container &apos;%1&apos; is %2, not running: start it first (&apos;docker start %1&apos;)</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="187"/>
        <source>Docker refused to change the limits of &apos;%1&apos; (%2): %3</source>
        <translation>Docker refused to change the limits of &apos;%1&apos; (%2): %3</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="197"/>
        <source>cannot read back the limits of &apos;%1&apos;: %2</source>
        <translation>cannot read back the limits of &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="249"/>
        <source>could not restore the original limits of &apos;%1&apos;: %2</source>
        <translation>could not restore the original limits of &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location filename="../core/run/container_control.cpp" line="257"/>
        <source>the limits of &apos;%1&apos; read back as memory %2 B, %3 nano-CPUs after restoring memory %4 B, %5 nano-CPUs</source>
        <translation>the limits of &apos;%1&apos; read back as memory %2 B, %3 nano-CPUs after restoring memory %4 B, %5 nano-CPUs</translation>
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
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../ui/container_list_model.cpp" line="58"/>
        <source>State</source>
        <translation>State</translation>
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
        <translation>Memory</translation>
    </message>
</context>
<context>
    <name>cp::CsvJournal</name>
    <message>
        <location filename="../core/results/csv_journal.cpp" line="57"/>
        <source>cannot create the output directory %1</source>
        <translation>cannot create the output directory %1</translation>
    </message>
    <message>
        <location filename="../core/results/csv_journal.cpp" line="62"/>
        <location filename="../core/results/csv_journal.cpp" line="71"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../core/results/csv_journal.cpp" line="80"/>
        <source>the journal %1 is not open</source>
        <translation>the journal %1 is not open</translation>
    </message>
</context>
<context>
    <name>cp::DockerClient</name>
    <message>
        <location filename="../core/docker/docker_client.cpp" line="32"/>
        <source>no Docker daemon answers at %1 (%2): %3. Start the daemon (e.g. &apos;sudo systemctl start docker&apos; or run dockerd), make sure you may use its socket (add yourself to the docker group: &apos;sudo usermod -aG docker $USER&apos;, then log in again), or point DOCKER_HOST at the right daemon.</source>
        <translation>no Docker daemon answers at %1 (%2): %3. Start the daemon (e.g. &apos;sudo systemctl start docker&apos; or run dockerd), make sure you may use its socket (add yourself to the docker group: &apos;sudo usermod -aG docker $USER&apos;, then log in again), or point DOCKER_HOST at the right daemon.</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_client.cpp" line="35"/>
        <source>chosen address</source>
        <translation>chosen address</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_client.cpp" line="76"/>
        <source>the daemon at %1 reports an API version &apos;%2&apos; that ContainerPerf cannot read</source>
        <translation>the daemon at %1 reports an API version &apos;%2&apos; that ContainerPerf cannot read</translation>
    </message>
</context>
<context>
    <name>cp::DockerConnection</name>
    <message>
        <location filename="../core/docker/docker_connection.cpp" line="53"/>
        <source>Docker address not usable: %1</source>
        <translation>Docker address not usable: %1</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_connection.cpp" line="57"/>
        <source>Docker: connecting to %1…</source>
        <translation>Docker: connecting to %1…</translation>
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
        <translation>%1 %2 at %3 (API %4)</translation>
    </message>
</context>
<context>
    <name>cp::DockerEndpoint</name>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="62"/>
        <source>&apos;%1&apos; is not a Docker host address; use unix:///path/to/docker.sock or tcp://host:port</source>
        <translation>&apos;%1&apos; is not a Docker host address; use unix:///path/to/docker.sock or tcp://host:port</translation>
    </message>
</context>
<context>
    <name>cp::DockerEndpointResolver</name>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="121"/>
        <source>the Docker context &apos;%1&apos; is selected but %2 cannot be read; run &apos;docker context use default&apos; or set DOCKER_HOST</source>
        <translation>the Docker context &apos;%1&apos; is selected but %2 cannot be read; run &apos;docker context use default&apos; or set DOCKER_HOST</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="131"/>
        <source>context %1</source>
        <translation>context %1</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="155"/>
        <source>default socket</source>
        <translation>default socket</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="161"/>
        <source>Podman socket</source>
        <translation>Podman socket</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_endpoint.cpp" line="163"/>
        <source>rootless Podman socket</source>
        <translation>rootless Podman socket</translation>
    </message>
</context>
<context>
    <name>cp::DockerReply</name>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="59"/>
        <source>no answer from %1 within the time limit</source>
        <translation>no answer from %1 within the time limit</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="60"/>
        <source>the answer from %1 did not complete in time</source>
        <translation>the answer from %1 did not complete in time</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="102"/>
        <source>TLS to %1 failed: %2 (check DOCKER_CERT_PATH)</source>
        <translation>TLS to %1 failed: %2 (check DOCKER_CERT_PATH)</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="118"/>
        <location filename="../core/docker/docker_reply.cpp" line="139"/>
        <source>cannot talk to %1: %2</source>
        <translation>cannot talk to %1: %2</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="131"/>
        <source>the socket %1 does not exist</source>
        <translation>the socket %1 does not exist</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="134"/>
        <source>permission denied on %1</source>
        <translation>permission denied on %1</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="137"/>
        <source>nothing listens on %1</source>
        <translation>nothing listens on %1</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="173"/>
        <source>the daemon answered HTTP %1 to %2</source>
        <translation>the daemon answered HTTP %1 to %2</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="199"/>
        <source>malformed answer from %1: %2</source>
        <translation>malformed answer from %1: %2</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="214"/>
        <source>%1 closed the connection before answering completely</source>
        <translation>%1 closed the connection before answering completely</translation>
    </message>
    <message>
        <location filename="../core/docker/docker_reply.cpp" line="257"/>
        <source>the answer from %1 is larger than %2 MiB</source>
        <translation>the answer from %1 is larger than %2 MiB</translation>
    </message>
</context>
<context>
    <name>cp::EndpointEditor</name>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="28"/>
        <source>One header per line: Name: value</source>
        <translation>One header per line: Name: value</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="30"/>
        <source>message={{msg}} — also {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}</source>
        <translation>message={{msg}} — also {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="34"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="36"/>
        <source>container names, comma separated</source>
        <translation>container names, comma separated</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="37"/>
        <source>Bound containers serve this endpoint: their restarts, limits and stats belong to it</source>
        <translation>Bound containers serve this endpoint: their restarts, limits and stats belong to it</translation>
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
        <translation>Method</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="44"/>
        <source>Headers</source>
        <translation>Headers</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="45"/>
        <source>Body template</source>
        <translation>Body template</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="46"/>
        <source>Timeout</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="47"/>
        <source>Message length</source>
        <translation>Message length</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_editor.cpp" line="48"/>
        <source>Containers</source>
        <translation>Containers</translation>
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
        <translation>Built-in demo service</translation>
    </message>
</context>
<context>
    <name>cp::Experiment</name>
    <message>
        <location filename="../core/config/experiment.cpp" line="103"/>
        <source>no endpoint: give the URL to measure</source>
        <translation>no endpoint: give the URL to measure</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="108"/>
        <source>&apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>&apos;%1&apos; is not an http:// or https:// URL with a host</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="110"/>
        <source>the timeout must be positive</source>
        <translation>the timeout must be positive</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="112"/>
        <source>the message length must be between 0 and 65535</source>
        <translation>the message length must be between 0 and 65535</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="115"/>
        <source>no run type chosen</source>
        <translation>no run type chosen</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="117"/>
        <source>concurrency must be at least 1, not %1</source>
        <translation>concurrency must be at least 1, not %1</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="119"/>
        <source>repetitions must be at least 1, not %1</source>
        <translation>repetitions must be at least 1, not %1</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="121"/>
        <source>duration and request count cannot be negative</source>
        <translation>duration and request count cannot be negative</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="124"/>
        <source>give a duration or a request count</source>
        <translation>give a duration or a request count</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="126"/>
        <source>the rate cannot be negative</source>
        <translation>the rate cannot be negative</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="128"/>
        <source>a rate run needs a rate above 0 requests/s</source>
        <translation>a rate run needs a rate above 0 requests/s</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="130"/>
        <source>a rate ramp needs a duration</source>
        <translation>a rate ramp needs a duration</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="133"/>
        <source>pauses and warm-up cannot be negative</source>
        <translation>pauses and warm-up cannot be negative</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="136"/>
        <source>memory size %1 MiB is below Docker&apos;s minimum of %2 MiB</source>
        <translation>memory size %1 MiB is below Docker&apos;s minimum of %2 MiB</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="140"/>
        <source>CPU limit %1 must be above 0 cores</source>
        <translation>CPU limit %1 must be above 0 cores</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="144"/>
        <source>message length %1 must be between 0 and 65535</source>
        <translation>message length %1 must be between 0 and 65535</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="147"/>
        <source>threads cannot be negative</source>
        <translation>threads cannot be negative</translation>
    </message>
    <message>
        <location filename="../core/config/experiment.cpp" line="155"/>
        <source>cold and burst runs and memory or CPU sweeps need every endpoint bound to a container, and “%1” is not (bind it with --container NAME or the endpoint&apos;s Containers field)</source>
        <translation>cold and burst runs and memory or CPU sweeps need every endpoint bound to a container, and “%1” is not (bind it with --container NAME or the endpoint&apos;s Containers field)</translation>
    </message>
</context>
<context>
    <name>cp::ExperimentRunner</name>
    <message>
        <location filename="../core/run/experiment_runner.cpp" line="47"/>
        <source>an experiment is already running: stop it first</source>
        <translation>an experiment is already running: stop it first</translation>
    </message>
</context>
<context>
    <name>cp::ExperimentSession</name>
    <message>
        <location filename="../core/run/experiment_session.cpp" line="152"/>
        <location filename="../core/run/experiment_session.cpp" line="155"/>
        <source>stopped before the first run</source>
        <translation>stopped before the first run</translation>
    </message>
    <message>
        <location filename="../core/run/experiment_session.cpp" line="158"/>
        <location filename="../core/run/experiment_session.cpp" line="164"/>
        <location filename="../core/run/experiment_session.cpp" line="167"/>
        <source>stopped; the samples measured so far are written</source>
        <translation>stopped; the samples measured so far are written</translation>
    </message>
</context>
<context>
    <name>cp::JsonReader</name>
    <message>
        <location filename="../core/config/json_reader.cpp" line="74"/>
        <source>unknown key</source>
        <translation>unknown key</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="84"/>
        <location filename="../core/config/json_reader.cpp" line="164"/>
        <source>expected a string, found %1</source>
        <translation>expected a string, found %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="96"/>
        <source>expected true or false, found %1</source>
        <translation>expected true or false, found %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="108"/>
        <location filename="../core/config/json_reader.cpp" line="185"/>
        <source>expected a number, found %1</source>
        <translation>expected a number, found %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="113"/>
        <location filename="../core/config/json_reader.cpp" line="187"/>
        <source>expected a whole number, not %1</source>
        <translation>expected a whole number, not %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="137"/>
        <source>expected an array, found %1</source>
        <translation>expected an array, found %1</translation>
    </message>
    <message>
        <location filename="../core/config/json_reader.cpp" line="149"/>
        <source>expected an object, found %1</source>
        <translation>expected an object, found %1</translation>
    </message>
</context>
<context>
    <name>cp::LimitSweeper</name>
    <message>
        <location filename="../core/run/limit_sweeper.cpp" line="66"/>
        <source>the memory limit of &apos;%1&apos; did not take: asked for %2 MiB (swap the same), the daemon reports %3 bytes (swap %4)</source>
        <translation>the memory limit of &apos;%1&apos; did not take: asked for %2 MiB (swap the same), the daemon reports %3 bytes (swap %4)</translation>
    </message>
    <message>
        <location filename="../core/run/limit_sweeper.cpp" line="76"/>
        <source>the CPU limit of &apos;%1&apos; did not take: asked for %2 CPUs, the daemon reports %3</source>
        <translation>the CPU limit of &apos;%1&apos; did not take: asked for %2 CPUs, the daemon reports %3</translation>
    </message>
</context>
<context>
    <name>cp::LiveCharts</name>
    <message>
        <location filename="../ui/live_charts.cpp" line="154"/>
        <source>Follow live</source>
        <translation>Follow live</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="155"/>
        <source>Keep the newest data in view; zooming or panning turns this off</source>
        <translation>Keep the newest data in view; zooming or panning turns this off</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="157"/>
        <source>Whole experiment</source>
        <translation>Whole experiment</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="158"/>
        <source>Last 10 s</source>
        <translation>Last 10 s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="159"/>
        <source>Last 60 s</source>
        <translation>Last 60 s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="160"/>
        <source>Last 10 min</source>
        <translation>Last 10 min</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="161"/>
        <source>Reset zoom</source>
        <translation>Reset zoom</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="163"/>
        <source>time (s)</source>
        <translation>time (s)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="164"/>
        <source>Latency of every request</source>
        <translation>Latency of every request</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="165"/>
        <location filename="../ui/live_charts.cpp" line="184"/>
        <location filename="../ui/live_charts.cpp" line="187"/>
        <source>latency (ms)</source>
        <translation>latency (ms)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="166"/>
        <source>warm</source>
        <translation>warm</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="167"/>
        <source>cold</source>
        <translation>cold</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="168"/>
        <source>p50 per second</source>
        <translation>p50 per second</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="169"/>
        <source>p99 per second</source>
        <translation>p99 per second</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="170"/>
        <source>Throughput and errors</source>
        <translation>Throughput and errors</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="171"/>
        <source>requests/s</source>
        <translation>requests/s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="171"/>
        <location filename="../ui/live_charts.cpp" line="173"/>
        <source>errors/s</source>
        <translation>errors/s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="172"/>
        <source>completed/s</source>
        <translation>completed/s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="174"/>
        <source>Container CPU and memory</source>
        <translation>Container CPU and memory</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="175"/>
        <source>CPU (%, 100 = one core)</source>
        <translation>CPU (%, 100 = one core)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="175"/>
        <source>memory (MiB)</source>
        <translation>memory (MiB)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="176"/>
        <source>Container network</source>
        <translation>Container network</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="177"/>
        <source>KiB/s</source>
        <translation>KiB/s</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="178"/>
        <source>Docker events</source>
        <translation>Docker events</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="183"/>
        <source>Latency histogram</source>
        <translation>Latency histogram</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="184"/>
        <source>requests</source>
        <translation>requests</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="185"/>
        <source>requests per bin</source>
        <translation>requests per bin</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="186"/>
        <source>Latency CDF</source>
        <translation>Latency CDF</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="187"/>
        <source>requests at or below (%)</source>
        <translation>requests at or below (%)</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="188"/>
        <source>CDF</source>
        <translation>CDF</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="377"/>
        <source>%1 CPU</source>
        <translation>%1 CPU</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="378"/>
        <source>%1 memory</source>
        <translation>%1 memory</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="380"/>
        <source>%1 rx</source>
        <translation>%1 rx</translation>
    </message>
    <message>
        <location filename="../ui/live_charts.cpp" line="381"/>
        <source>%1 tx</source>
        <translation>%1 tx</translation>
    </message>
</context>
<context>
    <name>cp::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="474"/>
        <location filename="../ui/main_window.cpp" line="479"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="441"/>
        <source>Import failed: %1</source>
        <translation>Import failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="106"/>
        <source>Docker: not connected</source>
        <translation>Docker: not connected</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="116"/>
        <source>Targets</source>
        <translation>Targets</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="126"/>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="139"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="148"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="149"/>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="153"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="155"/>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="157"/>
        <source>&amp;Recent</source>
        <translation>&amp;Recent</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="160"/>
        <source>&amp;Import Results…</source>
        <translation>&amp;Import Results…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="161"/>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
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
        <translation>&amp;Seed Format…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="166"/>
        <source>Chart as &amp;PNG…</source>
        <translation>Chart as &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="168"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="172"/>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="173"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="175"/>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="179"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="184"/>
        <source>&amp;Follow Live</source>
        <translation>&amp;Follow Live</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="189"/>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Reset Layout</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="191"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="192"/>
        <source>&amp;About ContainerPerf</source>
        <translation>&amp;About ContainerPerf</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="213"/>
        <source>%1 — the built-in demo endpoint works without it</source>
        <translation>%1 — the built-in demo endpoint works without it</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="277"/>
        <source>The built-in demo service could not start: %1</source>
        <translation>The built-in demo service could not start: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="278"/>
        <source>close other programs that hold local ports, or add an endpoint of your own</source>
        <translation>close other programs that hold local ports, or add an endpoint of your own</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="305"/>
        <source>The experiment cannot start: %1.</source>
        <translation>The experiment cannot start: %1.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="306"/>
        <source>correct these settings in the Targets and Run docks, then start again</source>
        <translation>correct these settings in the Targets and Run docks, then start again</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="311"/>
        <source>This experiment binds containers or sets limits, but Docker is not connected.</source>
        <translation>This experiment binds containers or sets limits, but Docker is not connected.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="312"/>
        <source>start the Docker daemon or set the Docker host in the Targets dock</source>
        <translation>start the Docker daemon or set the Docker host in the Targets dock</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="315"/>
        <source>The experiment did not start: %1</source>
        <translation>The experiment did not start: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="316"/>
        <source>check the settings and that the results folder is writable</source>
        <translation>check the settings and that the results folder is writable</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="362"/>
        <source>Samples: %1</source>
        <translation>Samples: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="363"/>
        <source>%1 req/s</source>
        <translation>%1 req/s</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="364"/>
        <source>Late sends: %1</source>
        <translation>Late sends: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="366"/>
        <source>Open loop: requests sent more than 1 ms after their schedule — the load generator&apos;s health</source>
        <translation>Open loop: requests sent more than 1 ms after their schedule — the load generator&apos;s health</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="376"/>
        <source>Stopped; results so far are in %1</source>
        <translation>Stopped; results so far are in %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="379"/>
        <source>Finished; results are in %1</source>
        <translation>Finished; results are in %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="389"/>
        <source>Stopping and writing the results…</source>
        <translation>Stopping and writing the results…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="416"/>
        <source>The settings could not be saved to %1.</source>
        <translation>The settings could not be saved to %1.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="417"/>
        <source>make that folder writable</source>
        <translation>make that folder writable</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="442"/>
        <source>stop the run, then import again</source>
        <translation>stop the run, then import again</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="447"/>
        <source>the file may have moved; choose it again with Open or Import</source>
        <translation>the file may have moved; choose it again with Open or Import</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="453"/>
        <source>Untitled experiment</source>
        <translation>Untitled experiment</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="454"/>
        <source>%1 — ContainerPerf</source>
        <translation>%1 — ContainerPerf</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="523"/>
        <source>Save Experiment</source>
        <translation>Save Experiment</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="510"/>
        <location filename="../ui/main_window.cpp" line="523"/>
        <source>Experiment files (*.json)</source>
        <translation>Experiment files (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="528"/>
        <source>choose another folder</source>
        <translation>choose another folder</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="534"/>
        <source>About ContainerPerf</source>
        <translation>About ContainerPerf</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="535"/>
        <source>&lt;h3&gt;ContainerPerf %1&lt;/h3&gt;&lt;p&gt;Latency and resource cost of HTTP services in Docker containers: warm, cold, in bursts, one by one, and across memory limits.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ContainerPerf %1&lt;/h3&gt;&lt;p&gt;Latency and resource cost of HTTP services in Docker containers: warm, cold, in bursts, one by one, and across memory limits.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="151"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="491"/>
        <source>stop the running experiment before opening another</source>
        <translation>stop the running experiment before opening another</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="497"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="510"/>
        <source>Open Experiment</source>
        <translation>Open Experiment</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="515"/>
        <source>The experiment could not be opened: %1</source>
        <translation>The experiment could not be opened: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="516"/>
        <source>fix the named keys in the file, or save the current experiment to get a valid example</source>
        <translation>fix the named keys in the file, or save the current experiment to get a valid example</translation>
    </message>
</context>
<context>
    <name>cp::MessageBar</name>
    <message>
        <location filename="../ui/message_bar.cpp" line="23"/>
        <source>Close this message</source>
        <translation>Close this message</translation>
    </message>
    <message>
        <location filename="../ui/message_bar.cpp" line="47"/>
        <source>%1
What to do: %2</source>
        <translation>%1
What to do: %2</translation>
    </message>
</context>
<context>
    <name>cp::MonitorWorker</name>
    <message>
        <location filename="../core/docker/monitor_worker.cpp" line="136"/>
        <source>the Docker events stream ended: %1</source>
        <translation>the Docker events stream ended: %1</translation>
    </message>
</context>
<context>
    <name>cp::PerfCostExecutor</name>
    <message>
        <location filename="../core/run/perf_cost_executor.cpp" line="157"/>
        <source>%1 batches in a row gave no accepted sample (a %2 run keeps only %3 samples): check that the endpoint answers and how it reports cold starts</source>
        <translation>%1 batches in a row gave no accepted sample (a %2 run keeps only %3 samples): check that the endpoint answers and how it reports cold starts</translation>
    </message>
    <message>
        <location filename="../core/run/perf_cost_executor.cpp" line="161"/>
        <source>successful cold</source>
        <translation>successful cold</translation>
    </message>
    <message>
        <location filename="../core/run/perf_cost_executor.cpp" line="162"/>
        <source>successful warm</source>
        <translation>successful warm</translation>
    </message>
    <message>
        <location filename="../core/run/perf_cost_executor.cpp" line="163"/>
        <source>successful</source>
        <translation>successful</translation>
    </message>
</context>
<context>
    <name>cp::ResultsAnalysis</name>
    <message numerus="yes">
        <location filename="../core/results/results_analysis.cpp" line="22"/>
        <source>%n empty values</source>
        <translation>
            <numerusform>%n empty value</numerusform>
            <numerusform>%n empty values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/results/results_analysis.cpp" line="24"/>
        <source>%n failed requests</source>
        <translation>
            <numerusform>%n failed request</numerusform>
            <numerusform>%n failed requests</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/results/results_analysis.cpp" line="26"/>
        <source>the cut-off last line of the journal</source>
        <translation>the cut-off last line of the journal</translation>
    </message>
    <message>
        <location filename="../core/results/results_analysis.cpp" line="29"/>
        <source>Left out: %1.</source>
        <translation>Left out: %1.</translation>
    </message>
    <message>
        <location filename="../core/results/results_analysis.cpp" line="87"/>
        <source>%1: no rows with a %2 value match &apos;%3&apos;</source>
        <translation>%1: no rows with a %2 value match &apos;%3&apos;</translation>
    </message>
</context>
<context>
    <name>cp::ResultsDirectory</name>
    <message>
        <location filename="../core/results/results_directory.cpp" line="38"/>
        <source>the output path %1 exists and is not a directory: choose another --out</source>
        <translation>the output path %1 exists and is not a directory: choose another --out</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="42"/>
        <source>cannot create the output directory %1: check its parent exists and is writable, or choose another --out</source>
        <translation>cannot create the output directory %1: check its parent exists and is writable, or choose another --out</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="48"/>
        <location filename="../core/results/results_directory.cpp" line="63"/>
        <source>cannot write in the output directory %1 (%2): check its permissions or choose another --out</source>
        <translation>cannot write in the output directory %1 (%2): check its permissions or choose another --out</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="90"/>
        <source>writing the journal %1 failed (%2); measuring goes on in memory: free disk space so the final files can be written</source>
        <translation>writing the journal %1 failed (%2); measuring goes on in memory: free disk space so the final files can be written</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="111"/>
        <source>cannot write %1 (%2): check the directory&apos;s permissions</source>
        <translation>cannot write %1 (%2): check the directory&apos;s permissions</translation>
    </message>
    <message>
        <location filename="../core/results/results_directory.cpp" line="120"/>
        <source>writing %1 failed (%2): free disk space and export again; the journal keeps the samples</source>
        <translation>writing %1 failed (%2): free disk space and export again; the journal keeps the samples</translation>
    </message>
</context>
<context>
    <name>cp::ResultsImporter</name>
    <message>
        <location filename="../ui/results_importer.cpp" line="26"/>
        <source>import the folder&apos;s samples.csv instead, or choose another results folder</source>
        <translation>import the folder&apos;s samples.csv instead, or choose another results folder</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="29"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: cannot read: %2</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="36"/>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 is not valid JSON: %2</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="43"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="98"/>
        <source>choose a ContainerPerf results folder or a SeBS result.csv</source>
        <translation>choose a ContainerPerf results folder or a SeBS result.csv</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="100"/>
        <source>%1 does not exist</source>
        <translation>%1 does not exist</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="113"/>
        <source>%1 holds no %2, samples.csv, samples.journal.csv or result.csv</source>
        <translation>%1 holds no %2, samples.csv, samples.journal.csv or result.csv</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="123"/>
        <source>correct the file where the message points, or %1</source>
        <translation>correct the file where the message points, or %1</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="127"/>
        <source>%1 holds no %2 values</source>
        <translation>%1 holds no %2 values</translation>
    </message>
    <message>
        <location filename="../ui/results_importer.cpp" line="131"/>
        <source>choose a file with measured requests</source>
        <translation>choose a file with measured requests</translation>
    </message>
</context>
<context>
    <name>cp::ResultsModel</name>
    <message>
        <location filename="../ui/results_model.cpp" line="67"/>
        <source>So far, while the run goes on: percentiles within 1 %. The exact figures and their intervals replace them when the run ends.</source>
        <translation>So far, while the run goes on: percentiles within 1 %. The exact figures and their intervals replace them when the run ends.</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="93"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="141"/>
        <source>Latency of the accepted samples, intended send to last byte, in milliseconds</source>
        <translation>Latency of the accepted samples, intended send to last byte, in milliseconds</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="145"/>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="146"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="147"/>
        <source>Endpoint</source>
        <translation>Endpoint</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="148"/>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="149"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="150"/>
        <source>Msg length</source>
        <translation>Msg length</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="151"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="152"/>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="153"/>
        <source>Incorrect</source>
        <translation>Incorrect</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="154"/>
        <source>Mean (ms)</source>
        <translation>Mean (ms)</translation>
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
        <translation>Std (ms)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="159"/>
        <source>CV (%)</source>
        <translation>CV (%)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="160"/>
        <source>95 % CI mean</source>
        <translation>95 % CI mean</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="161"/>
        <source>95 % CI median</source>
        <translation>95 % CI median</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="162"/>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
</context>
<context>
    <name>cp::ResultsPanel</name>
    <message>
        <location filename="../ui/results_panel.cpp" line="23"/>
        <source>Compare selected</source>
        <translation>Compare selected</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="35"/>
        <source>Select two runs: difference of their median latencies with a 95 % bootstrap interval</source>
        <translation>Select two runs: difference of their median latencies with a 95 % bootstrap interval</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="79"/>
        <source>The samples of these runs are not loaded: compare runs measured in this session.</source>
        <translation>The samples of these runs are not loaded: compare runs measured in this session.</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="82"/>
        <location filename="../ui/results_panel.cpp" line="83"/>
        <source>run %1</source>
        <translation>run %1</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="84"/>
        <source>Comparing…</source>
        <translation>Comparing…</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="97"/>
        <source>Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); difference %4 − %1: %7 ms</source>
        <translation>Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); difference %4 − %1: %7 ms</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="104"/>
        <source>, 95 % interval [%1, %2] ms</source>
        <translation>, 95 % interval [%1, %2] ms</translation>
    </message>
    <message>
        <location filename="../ui/results_panel.cpp" line="106"/>
        <source>, no interval (fewer than %1 samples in a run)</source>
        <translation>, no interval (fewer than %1 samples in a run)</translation>
    </message>
</context>
<context>
    <name>cp::ResultsSource</name>
    <message>
        <location filename="../core/results/results_source.cpp" line="87"/>
        <source>%1: no %2, %3 or %4 in this directory</source>
        <translation>%1: no %2, %3 or %4 in this directory</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="117"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: cannot read: %2</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="122"/>
        <source>%1:1: the file is empty; expected a CSV header line</source>
        <translation>%1:1: the file is empty; expected a CSV header line</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="133"/>
        <source>%1:1: no column &apos;%2&apos; (the columns are: %3)</source>
        <translation>%1:1: no column &apos;%2&apos; (the columns are: %3)</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="157"/>
        <source>%1:%2: reading was cancelled</source>
        <translation>%1:%2: reading was cancelled</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="167"/>
        <source>%1:%2: a quoted field is never closed</source>
        <translation>%1:%2: a quoted field is never closed</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="173"/>
        <source>%1:%2: %3 fields, but the header has %4</source>
        <translation>%1:%2: %3 fields, but the header has %4</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="192"/>
        <source>%1:%2: column &apos;%3&apos; (field %4): &apos;%5&apos; is not a number</source>
        <translation>%1:%2: column &apos;%3&apos; (field %4): &apos;%5&apos; is not a number</translation>
    </message>
    <message>
        <location filename="../core/results/results_source.cpp" line="206"/>
        <source>%1:%2: read failed: %3</source>
        <translation>%1:%2: read failed: %3</translation>
    </message>
</context>
<context>
    <name>cp::ResultsTransfer</name>
    <message>
        <location filename="../ui/results_transfer.cpp" line="21"/>
        <source>%1 does not exist</source>
        <translation>%1 does not exist</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="27"/>
        <source>cannot copy %1 to %2: %3</source>
        <translation>cannot copy %1 to %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="38"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="59"/>
        <location filename="../ui/results_transfer.cpp" line="176"/>
        <source>Import failed: %1</source>
        <translation>Import failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="177"/>
        <source>stop the run, then import again</source>
        <translation>stop the run, then import again</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="144"/>
        <source>an experiment is running</source>
        <translation>an experiment is running</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="148"/>
        <source>Importing %1…</source>
        <translation>Importing %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/results_transfer.cpp" line="157"/>
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>Imported %n run from %1.</numerusform>
            <numerusform>Imported %n runs from %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="77"/>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="84"/>
        <source>the experiment is still running</source>
        <translation>the experiment is still running</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="84"/>
        <source>there are no results yet</source>
        <translation>there are no results yet</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="95"/>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="116"/>
        <source>Export Samples as CSV</source>
        <translation>Export Samples as CSV</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="117"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="120"/>
        <source>Export Summary as JSON</source>
        <translation>Export Summary as JSON</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="121"/>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="124"/>
        <source>Export in the Seed Format to Folder</source>
        <translation>Export in the Seed Format to Folder</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="127"/>
        <source>Export Charts as PNG</source>
        <translation>Export Charts as PNG</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="128"/>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="135"/>
        <source>Export failed: %1</source>
        <translation>Export failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="136"/>
        <source>run an experiment first, or choose a writable destination</source>
        <translation>run an experiment first, or choose a writable destination</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="138"/>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="165"/>
        <source>Import Results</source>
        <translation>Import Results</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="167"/>
        <source>Results (summary.json result.csv samples.csv *.csv)</source>
        <translation>Results (summary.json result.csv samples.csv *.csv)</translation>
    </message>
    <message>
        <location filename="../ui/results_transfer.cpp" line="167"/>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
</context>
<context>
    <name>cp::RunController</name>
    <message>
        <location filename="../ui/run_controller.cpp" line="82"/>
        <source>demo</source>
        <translation>demo</translation>
    </message>
    <message>
        <location filename="../ui/run_controller.cpp" line="92"/>
        <source>an experiment is already running</source>
        <translation>an experiment is already running</translation>
    </message>
    <message>
        <location filename="../ui/run_controller.cpp" line="139"/>
        <source>check that the endpoint answers (open its URL in a browser) and that Docker is reachable, then start again</source>
        <translation>check that the endpoint answers (open its URL in a browser) and that Docker is reachable, then start again</translation>
    </message>
    <message>
        <location filename="../ui/run_controller.cpp" line="142"/>
        <source>free disk space or choose a writable results folder; the samples are still shown here</source>
        <translation>free disk space or choose a writable results folder; the samples are still shown here</translation>
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
        <translation>continuous — closed loop, N workers</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="94"/>
        <source>rate — open loop at a fixed schedule</source>
        <translation>rate — open loop at a fixed schedule</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="95"/>
        <source>warm — perf-cost batches, warm samples</source>
        <translation>warm — perf-cost batches, warm samples</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="96"/>
        <source>cold — restart before each batch</source>
        <translation>cold — restart before each batch</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="97"/>
        <source>burst — restart, then all of a batch</source>
        <translation>burst — restart, then all of a batch</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="98"/>
        <source>sequential — one request at a time</source>
        <translation>sequential — one request at a time</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="110"/>
        <source>until the request count</source>
        <translation>until the request count</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="112"/>
        <source>by duration</source>
        <translation>by duration</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="116"/>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="118"/>
        <source>constant</source>
        <translation>constant</translation>
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
        <translation>one per core</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="123"/>
        <source>e.g. 128, 256, 512 (MiB; empty: leave alone)</source>
        <translation>e.g. 128, 256, 512 (MiB; empty: leave alone)</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="124"/>
        <source>e.g. 0.5, 1, 2 (cores; empty: leave alone)</source>
        <translation>e.g. 0.5, 1, 2 (cores; empty: leave alone)</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="125"/>
        <source>e.g. 5, 1000 (empty: the endpoint&apos;s)</source>
        <translation>e.g. 5, 1000 (empty: the endpoint&apos;s)</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="138"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="139"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="148"/>
        <source>Run types</source>
        <translation>Run types</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="149"/>
        <source>Concurrency</source>
        <translation>Concurrency</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="150"/>
        <source>Repetitions</source>
        <translation>Repetitions</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="151"/>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="152"/>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="153"/>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="154"/>
        <source>Ramp to</source>
        <translation>Ramp to</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="155"/>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="156"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="157"/>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="158"/>
        <source>Memory sizes</source>
        <translation>Memory sizes</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="159"/>
        <source>CPU limits</source>
        <translation>CPU limits</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="160"/>
        <source>Message lengths</source>
        <translation>Message lengths</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="161"/>
        <source>Pause before batch</source>
        <translation>Pause before batch</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="162"/>
        <source>Pause after batch</source>
        <translation>Pause after batch</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="228"/>
        <source>memory size &apos;%1&apos; is not a whole number of MiB</source>
        <translation>memory size &apos;%1&apos; is not a whole number of MiB</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="230"/>
        <source>CPU limit &apos;%1&apos; is not a number of cores</source>
        <translation>CPU limit &apos;%1&apos; is not a number of cores</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="232"/>
        <source>message length &apos;%1&apos; is not a whole number</source>
        <translation>message length &apos;%1&apos; is not a whole number</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="289"/>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="304"/>
        <source>Run %1 of %2</source>
        <translation>Run %1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="305"/>
        <source>%1 left</source>
        <translation>%1 left</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="305"/>
        <source>time left unknown</source>
        <translation>time left unknown</translation>
    </message>
    <message>
        <location filename="../ui/run_settings_widget.cpp" line="306"/>
        <source>%1 · %2 elapsed · %3</source>
        <translation>%1 · %2 elapsed · %3</translation>
    </message>
</context>
<context>
    <name>cp::StatsWriter</name>
    <message>
        <location filename="../core/results/stats_writer.cpp" line="99"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>cp::TargetsPanel</name>
    <message>
        <location filename="../ui/targets_panel.cpp" line="26"/>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="27"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="28"/>
        <source>Demo endpoint</source>
        <translation>Demo endpoint</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="34"/>
        <source>default: DOCKER_HOST, context, /var/run/docker.sock</source>
        <translation>default: DOCKER_HOST, context, /var/run/docker.sock</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="35"/>
        <source>unix:///path/to/docker.sock or tcp://host:2375; press Enter to connect</source>
        <translation>unix:///path/to/docker.sock or tcp://host:2375; press Enter to connect</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="39"/>
        <source>A local HTTP service built into ContainerPerf: needs no Docker</source>
        <translation>A local HTTP service built into ContainerPerf: needs no Docker</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="41"/>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="43"/>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="44"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="46"/>
        <source>Endpoints</source>
        <translation>Endpoints</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="106"/>
        <source>New endpoint</source>
        <translation>New endpoint</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="107"/>
        <source>An endpoint for the selected container&apos;s published port, bound to it</source>
        <translation>An endpoint for the selected container&apos;s published port, bound to it</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="108"/>
        <source>Bind to endpoint</source>
        <translation>Bind to endpoint</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="109"/>
        <source>The selected container serves the selected endpoint</source>
        <translation>The selected container serves the selected endpoint</translation>
    </message>
    <message>
        <location filename="../ui/targets_panel.cpp" line="115"/>
        <source>Containers</source>
        <translation>Containers</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="39"/>
        <source>Latency and resource cost of HTTP services in Docker containers</source>
        <translation>Latency and resource cost of HTTP services in Docker containers</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="43"/>
        <source>Start measuring the built-in demo service at once</source>
        <translation>Start measuring the built-in demo service at once</translation>
    </message>
</context>
</TS>
