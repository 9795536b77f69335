<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>QObject</name>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunSelection</name>
    <message>
        <source>%1 ends inside a quoted field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summary.json is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp</name>
    <message>
        <source>unknown run type &apos;%1&apos;</source>
        <translation>unknown run type &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a ContainerPerf summary (its &quot;format&quot; is not containerperf-summary/1)</source>
        <translation>not a ContainerPerf summary (its &quot;format&quot; is not containerperf-summary/1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>&apos;%1&apos; is not an http:// or https:// URL with a host</translation>
    </message>
    <message>
        <source>missing: every endpoint needs a URL</source>
        <translation>missing: every endpoint needs a URL</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an HTTP method</source>
        <translation>&apos;%1&apos; is not an HTTP method</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not of the form &apos;Name: value&apos;</source>
        <translation>&apos;%1&apos; is not of the form &apos;Name: value&apos;</translation>
    </message>
    <message>
        <source>expected an endpoint object</source>
        <translation>expected an endpoint object</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</source>
        <translation>&apos;%1&apos; is not one of continuous, rate, warm, cold, burst, sequential</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of socket, qnam</source>
        <translation>&apos;%1&apos; is not one of socket, qnam</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of warm, cold, burst, sequential</source>
        <translation>&apos;%1&apos; is not one of warm, cold, burst, sequential</translation>
    </message>
    <message>
        <source>missing: list the run types, e.g. [&quot;cold&quot;, &quot;warm&quot;]</source>
        <translation>missing: list the run types, e.g. [&quot;cold&quot;, &quot;warm&quot;]</translation>
    </message>
    <message>
        <source>experiments.perf-cost: missing; this SeBS configuration has no perf-cost experiment</source>
        <translation>experiments.perf-cost: missing; this SeBS configuration has no perf-cost experiment</translation>
    </message>
    <message>
        <source>format: missing; a ContainerPerf experiment file starts with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>format: missing; a ContainerPerf experiment file starts with &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>format: &apos;%1&apos; is not a format this version reads (%2)</source>
        <translation>format: &apos;%1&apos; is not a format this version reads (%2)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3</source>
        <translation>%1 is not valid JSON: %2 at byte %3</translation>
    </message>
    <message>
        <source>%1: the experiment must be a JSON object</source>
        <translation>%1: the experiment must be a JSON object</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>a boolean</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>%1%2 is below the minimum of %3%2</source>
        <translation>%1%2 is below the minimum of %3%2</translation>
    </message>
    <message>
        <source>%1%2 is above the maximum of %3%2</source>
        <translation>%1%2 is above the maximum of %3%2</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: cannot read: %2</translation>
    </message>
    <message>
        <source>%1: cannot read: %2 (costs are worked out from a finished results directory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a JSON object: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>summary.json holds no cost for it (%1), so the containers that served it are unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no stats.csv: the experiment bound no container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time, id or status is not a whole number in its range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no error class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no time in epoch seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a count, size or percentage is not a number in its range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a container name or id: names are letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos;, starting with a letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty name redacts nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no complete answer from %1 within the request timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is the service overloaded or stuck? Lower the load, or raise the endpoint&apos;s timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing listens at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is the service running, and is the container&apos;s port published on that port?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 closed connections before its answers were complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did the service crash or restart? Its container&apos;s log says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host name %1 does not resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the endpoint&apos;s URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TLS handshake with %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does the service speak https? If it speaks plain HTTP, use an http:// URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered, but not in HTTP/1.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is this port the service&apos;s HTTP port?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service answered with an error status (400 or above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the method, path, headers and body; the status of each request is in samples.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests were still open when the run was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing, if you stopped the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished">%1 MiB</translation>
    </message>
    <message>
        <source>no memory limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no CPU limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run has no measured window</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>container &apos;%1&apos; has %n stats reading(s) around the run; a cost needs two</source>
        <translation>
            <numerusform>container &apos;%1&apos; has %n stats reading around the run; a cost needs two</numerusform>
            <numerusform>container &apos;%1&apos; has %n stats readings around the run; a cost needs two</numerusform>
        </translation>
    </message>
    <message>
        <source>the stats readings of container &apos;%1&apos; do not cover the run (they span %2 s to %3 s of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stats of container &apos;%1&apos; carry no cumulative CPU counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no container is bound to the endpoint, so there are no counters to cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1 (%2): free space on its disk; the journal %3 keeps what was recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no container is bound to the endpoint, so the limits a bill is for are unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the containers&apos; CPU limit is unknown: the Docker daemon did not say how many CPUs its host has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the containers&apos; memory limit is unknown: no stats record gave it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the credentials in the URL of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generation is not a whole number in its range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests</source>
        <translation type="unfinished">requests</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>req/s</source>
        <translation type="unfinished">req/s</translation>
    </message>
    <message>
        <source>median ms [95 % CI]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean ms [95 % CI]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold starts: count, median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU-s per 1 000 req</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory peak MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per 1M req [95 % CI]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sweep point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T_cold / T_warm [95 % CI]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold start (restart → first answer) median ms [95 % CI]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limits swept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervals: seeded percentile bootstrap of the ratio of medians (%1 resamples).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency of the accepted samples, from each request&apos;s intended start to its last byte. Median interval: order statistics (distribution-free); mean interval: Student&apos;s t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: client time (request to last byte), provider time (the server side&apos;s time, as result.csv has it) and exec time (what the server reported) of the accepted samples, per run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the runs&apos; client-time distributions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold-start overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: T_cold / T_warm per sweep point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf-cost curve: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median latency against the cost of a million requests per sweep point; bars: the median&apos;s 95 % interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: CPU and memory in use of the containers that served it, from stats.csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stats of the containers that served it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed as %1 (%2 model): %3 per vCPU-second, %4 per GiB-second, %5 per million requests, rounded up to %6 ms, at least %7 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pricing: no bills and no perf-cost curve (containerperf-cli report --pricing PRESET adds them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summary.json holds no run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No experiment.json: the environment is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of 1.1, 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a stage object, {&quot;duration_s&quot;: 30, &quot;target&quot;: 500}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: every stage needs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service answered, but its answers failed the endpoint&apos;s checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples.csv names the check each request failed: is the service or the check wrong?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) failed the check &apos;%1&apos;</source>
        <translation>
            <numerusform>%n answer failed the check &apos;%1&apos;</numerusform>
            <numerusform>%n answers failed the check &apos;%1&apos;</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a step object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of restart, stop-start, recreate, kill, scale, force-update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the node&apos;s Docker address, e.g. &quot;tcp://10.0.0.12:2376&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::BoundContainers</name>
    <message>
        <source>no stats record showed the memory limit of %1 MiB within %2 s; measuring anyway</source>
        <translation>no stats record showed the memory limit of %1 MiB within %2 s; measuring anyway</translation>
    </message>
    <message>
        <source>container &apos;%1&apos; publishes port %2 of %3 on a host port Docker chose, which changes at every restart, so cold and burst runs would lose the endpoint: publish it on a fixed port (docker run -p 127.0.0.1:%2:PORT …)</source>
        <translation>container &apos;%1&apos; publishes port %2 of %3 on a host port Docker chose, which changes at every restart, so cold and burst runs would lose the endpoint: publish it on a fixed port (docker run -p 127.0.0.1:%2:PORT …)</translation>
    </message>
</context>
<context>
    <name>cp::CapacityResult</name>
    <message>
        <source>%1 req/s</source>
        <translation type="unfinished">%1 req/s</translation>
    </message>
    <message>
        <source>no rate passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; at %1 req/s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the load generator, not the service, was the limit at %1 req/s (%2): the service may carry more; give the load generator more CPU or threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; every target held up to the highest rate searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the search was stopped before it ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of its sends left over 1 ms late with a connection free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its threads were busy %1 % of the time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::CapacitySearch</name>
    <message>
        <source>capacity: give at least one target, e.g. p99_ms&lt;50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity target &apos;%1&apos;: a target is a figure of one probe, without an endpoint and not cold_ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity: the start rate %1 req/s is not above 0 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity: the highest rate %1 req/s is below the start rate %2 or above %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity: a probe of %1 s measures too little; give at least 0.1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity: the settling time cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity: the precision %1 is not between 0.001 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity: the generator&apos;s bounds are shares between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::CapacityView</name>
    <message>
        <source>the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the load generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the highest rate searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation type="unfinished">Endpoint</translation>
    </message>
    <message>
        <source>No capacity yet. Choose the rate run type and give capacity targets in the Run dock (e.g. p99_ms&lt;50, error_rate&lt;0.001): when the experiment ends, the highest rate that kept them appears here for each sweep point, with the probes that show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest rate that kept the targets, per sweep point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished">Run</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message length</source>
        <translation type="unfinished">Message length</translation>
    </message>
    <message>
        <source>Capacity req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the probes showed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::Capture</name>
    <message>
        <source>capture &apos;%1&apos;: write NAME = json POINTER or NAME = header NAME, e.g. token = json /token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture &apos;%1&apos;: &apos;%2&apos; is not a JSON pointer: it starts with /, e.g. /data/token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture &apos;%1&apos;: &apos;%2&apos; is not a header name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::CheckResult</name>
    <message>
        <source>run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 requests failed it (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ColdStartController</name>
    <message>
        <source>could not restart &apos;%1&apos;: %2</source>
        <translation>could not restart &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>could not stop &apos;%1&apos;: %2</source>
        <translation>could not stop &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>could not start &apos;%1&apos;: %2</source>
        <translation>could not start &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>could not inspect &apos;%1&apos; to recreate it: %2</source>
        <translation>could not inspect &apos;%1&apos; to recreate it: %2</translation>
    </message>
    <message>
        <source>could not remove &apos;%1&apos;: %2</source>
        <translation>could not remove &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>could not create &apos;%1&apos; again: %2</source>
        <translation>could not create &apos;%1&apos; again: %2</translation>
    </message>
    <message>
        <source>could not kill &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ColdStartView</name>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cold-start overhead yet. Run warm and cold perf-cost runs (Run ▸ Run types): when the experiment ends, how much slower a cold start is than a warm request appears here, per sweep point, with its interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation type="unfinished">Endpoint</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished">Memory</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished">CPUs</translation>
    </message>
    <message>
        <source>Message length</source>
        <translation type="unfinished">Message length</translation>
    </message>
    <message>
        <source>T_cold / T_warm (95 % CI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold / warm samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold start median ms (95 % CI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold start p95 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished">%1 MiB</translation>
    </message>
    <message>
        <source>not swept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ContainerActions</name>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the daemon did not %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the logs of %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ContainerControl</name>
    <message>
        <source>the Docker address is not usable: %1</source>
        <translation>the Docker address is not usable: %1</translation>
    </message>
    <message>
        <source>the experiment&apos;s docker_host</source>
        <translation>the experiment&apos;s docker_host</translation>
    </message>
    <message>
        <source>the Docker daemon at %1 did not describe itself: %2</source>
        <translation>the Docker daemon at %1 did not describe itself: %2</translation>
    </message>
    <message>
        <source>container &apos;%1&apos; does not exist on %2; check the name with &apos;docker ps -a&apos;</source>
        <translation>container &apos;%1&apos; does not exist on %2; check the name with &apos;docker ps -a&apos;</translation>
    </message>
    <message>
        <source>cannot inspect container &apos;%1&apos;: %2</source>
        <translation>cannot inspect container &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>container &apos;%1&apos; is %2, not running: start it first (&apos;docker start %1&apos;)</source>
        <translation>container &apos;%1&apos; is %2, not running: start it first (&apos;docker start %1&apos;)</translation>
    </message>
    <message>
        <source>Docker refused to change the limits of &apos;%1&apos; (%2): %3</source>
        <translation>Docker refused to change the limits of &apos;%1&apos; (%2): %3</translation>
    </message>
    <message>
        <source>cannot read back the limits of &apos;%1&apos;: %2</source>
        <translation>cannot read back the limits of &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>could not restore the original limits of &apos;%1&apos;: %2</source>
        <translation>could not restore the original limits of &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the limits of &apos;%1&apos; read back as memory %2 B, %3 nano-CPUs after restoring memory %4 B, %5 nano-CPUs</source>
        <translation>the limits of &apos;%1&apos; read back as memory %2 B, %3 nano-CPUs after restoring memory %4 B, %5 nano-CPUs</translation>
    </message>
    <message>
        <source>the original limits could not be recorded, so none was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the limits are back, but %1 could not be removed (%2): delete it, or it will be offered for restoring again</source>
        <translation type="unfinished"></translation>
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
        <translation>Image</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory used (without the page cache) / the container&apos;s limit, or the host&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes received / sent over every network interface since the container started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes read / written on block devices since the container started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processes and threads in the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mem usage / limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PIDs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ContainerLogWindow</name>
    <message>
        <source>Following the logs of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs of %1 — ContainerPerf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log ended: %1 stopped. Start it and follow its logs again to see more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ContainerMenu</name>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished">&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished">S&amp;top</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow &amp;Logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the container with docker inspect %1 and its logs (Follow Logs…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 restarted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ContainersPanel</name>
    <message>
        <source>New endpoint</source>
        <translation type="unfinished">New endpoint</translation>
    </message>
    <message>
        <source>An endpoint for the selected container&apos;s published port, bound to it</source>
        <translation type="unfinished">An endpoint for the selected container&apos;s published port, bound to it</translation>
    </message>
    <message>
        <source>Bind to endpoint</source>
        <translation type="unfinished">Bind to endpoint</translation>
    </message>
    <message>
        <source>The selected container serves the endpoint chosen in the Targets dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind service to endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected Swarm service (or the service of the selected task) serves the endpoint chosen in the Targets dock: sweeps and cold starts update the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm services</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::CsvColumnsFile</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished">%1: cannot read: %2</translation>
    </message>
    <message>
        <source>%1:1: the file is empty; expected the %2 header line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:1: no column &apos;%2&apos;: not a ContainerPerf %3 file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fields, but the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: read failed: %3</source>
        <translation type="unfinished">%1:%2: read failed: %3</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished">%1: %3 {1:%2:?}</translation>
    </message>
</context>
<context>
    <name>cp::CsvJournal</name>
    <message>
        <source>cannot create the output directory %1</source>
        <translation>cannot create the output directory %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>the journal %1 is not open</source>
        <translation>the journal %1 is not open</translation>
    </message>
</context>
<context>
    <name>cp::DataTable</name>
    <message>
        <source>cannot read the data file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data file %1 is empty: its first line names the columns, each further line is a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data file %1 ends inside a quoted column name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data file %1 names no column %2 on its first line: every column needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data file %1 names the column &apos;%2&apos; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data file %1 ends inside a quoted value that starts on line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 of the data file %2 has %3 values, but its first line names %4 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data file %1 has more than %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data file %1 has no rows below the line that names its columns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::DockerArchive</name>
    <message>
        <source>the archive the daemon sent cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive the daemon sent is damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive the daemon sent names &apos;%1&apos;, outside the copied directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive the daemon sent holds more than %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive the daemon sent ends inside &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::DockerClient</name>
    <message>
        <source>no Docker daemon answers at %1 (%2): %3. Start the daemon (e.g. &apos;sudo systemctl start docker&apos; or run dockerd), make sure you may use its socket (add yourself to the docker group: &apos;sudo usermod -aG docker $USER&apos;, then log in again), or point DOCKER_HOST at the right daemon.</source>
        <translation>no Docker daemon answers at %1 (%2): %3. Start the daemon (e.g. &apos;sudo systemctl start docker&apos; or run dockerd), make sure you may use its socket (add yourself to the docker group: &apos;sudo usermod -aG docker $USER&apos;, then log in again), or point DOCKER_HOST at the right daemon.</translation>
    </message>
    <message>
        <source>chosen address</source>
        <translation>chosen address</translation>
    </message>
    <message>
        <source>the daemon at %1 reports an API version &apos;%2&apos; that ContainerPerf cannot read</source>
        <translation>the daemon at %1 reports an API version &apos;%2&apos; that ContainerPerf cannot read</translation>
    </message>
    <message>
        <source>cannot talk to the Docker daemon at %1 (%2) over TLS: %3. Its certificates are missing: no %4 in %5 (%6). Put the daemon&apos;s ca.pem, cert.pem and key.pem there, or point DOCKER_CERT_PATH at the directory that holds them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>something answers at %1 (%2), but not as the Docker Engine API does: %3. Point DOCKER_HOST (or the Docker context) at a Docker or Podman daemon; if it is one, check that nothing else holds its address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its answer to /version is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its answer to %1 is not a JSON array of containers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::DockerConnection</name>
    <message>
        <source>Docker address not usable: %1</source>
        <translation>Docker address not usable: %1</translation>
    </message>
    <message>
        <source>Docker: connecting to %1…</source>
        <translation>Docker: connecting to %1…</translation>
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
        <translation>%1 %2 at %3 (API %4)</translation>
    </message>
    <message>
        <source>no Docker daemon is connected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::DockerEndpoint</name>
    <message>
        <source>&apos;%1&apos; is not a Docker host address; use unix:///path/to/docker.sock or tcp://host:port</source>
        <translation>&apos;%1&apos; is not a Docker host address; use unix:///path/to/docker.sock or tcp://host:port</translation>
    </message>
    <message>
        <source>the Docker daemon at %1 (%2) is reached over plain TCP: its API is unauthenticated and unencrypted, so whoever reaches that port controls the daemon and its host. Reach it over TLS (DOCKER_HOST with DOCKER_TLS_VERIFY=1 and its certificates) or through its Unix socket, over an SSH tunnel if it is remote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen address</source>
        <translation type="unfinished">chosen address</translation>
    </message>
</context>
<context>
    <name>cp::DockerEndpointResolver</name>
    <message>
        <source>the Docker context &apos;%1&apos; is selected but %2 cannot be read; run &apos;docker context use default&apos; or set DOCKER_HOST</source>
        <translation>the Docker context &apos;%1&apos; is selected but %2 cannot be read; run &apos;docker context use default&apos; or set DOCKER_HOST</translation>
    </message>
    <message>
        <source>context %1</source>
        <translation>context %1</translation>
    </message>
    <message>
        <source>default socket</source>
        <translation>default socket</translation>
    </message>
    <message>
        <source>Podman socket</source>
        <translation>Podman socket</translation>
    </message>
    <message>
        <source>rootless Podman socket</source>
        <translation>rootless Podman socket</translation>
    </message>
    <message>
        <source>DOCKER_CERT_PATH is not set, so the Docker configuration directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TLS store of context %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::DockerReply</name>
    <message>
        <source>no answer from %1 within the time limit</source>
        <translation>no answer from %1 within the time limit</translation>
    </message>
    <message>
        <source>the answer from %1 did not complete in time</source>
        <translation>the answer from %1 did not complete in time</translation>
    </message>
    <message>
        <source>TLS to %1 failed: %2 (check DOCKER_CERT_PATH)</source>
        <translation>TLS to %1 failed: %2 (check DOCKER_CERT_PATH)</translation>
    </message>
    <message>
        <source>cannot talk to %1: %2</source>
        <translation>cannot talk to %1: %2</translation>
    </message>
    <message>
        <source>the socket %1 does not exist</source>
        <translation>the socket %1 does not exist</translation>
    </message>
    <message>
        <source>permission denied on %1</source>
        <translation>permission denied on %1</translation>
    </message>
    <message>
        <source>nothing listens on %1</source>
        <translation>nothing listens on %1</translation>
    </message>
    <message>
        <source>the daemon answered HTTP %1 to %2</source>
        <translation>the daemon answered HTTP %1 to %2</translation>
    </message>
    <message>
        <source>malformed answer from %1: %2</source>
        <translation>malformed answer from %1: %2</translation>
    </message>
    <message>
        <source>%1 closed the connection before answering completely</source>
        <translation>%1 closed the connection before answering completely</translation>
    </message>
    <message>
        <source>the answer from %1 is larger than %2 MiB</source>
        <translation>the answer from %1 is larger than %2 MiB</translation>
    </message>
    <message>
        <source>the daemon answered HTTP %1 to %2, a redirect to %3, which no Engine API call asks to follow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::EndpointEditor</name>
    <message>
        <source>One header per line: Name: value</source>
        <translation>One header per line: Name: value</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>container names, comma separated</source>
        <translation>container names, comma separated</translation>
    </message>
    <message>
        <source>Bound containers serve this endpoint: their restarts, limits and stats belong to it</source>
        <translation>Bound containers serve this endpoint: their restarts, limits and stats belong to it</translation>
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
        <translation>Method</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>Headers</translation>
    </message>
    <message>
        <source>Body template</source>
        <translation>Body template</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <source>Message length</source>
        <translation>Message length</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>Containers</translation>
    </message>
    <message>
        <source>“%1” is not an http:// or https:// URL with a host; did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an http:// or https:// URL with a host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header line %1 (“%2”) is not “Name: value”, so it is not sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/1.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/2 goes over TLS as the server agrees by ALPN (https://), with prior knowledge (h2c) over http://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One check per line, e.g. status in 200-299, body contains ok, json /status == &quot;ok&quot;, header X-Request-Id, bytes_in &lt; 10000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every answer must pass these; one that fails a check is an error of class check, named in samples.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message={{msg}} — also {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}, {{data.COLUMN}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none — a CSV file whose first line names its columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request N takes row N of this file (from the first again after the last) for its {{data.COLUMN}} placeholders in the URL, the body and header values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the run settings mix the endpoints: this endpoint&apos;s share of the rate or of the connections, relative to the other endpoints&apos; weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight in a mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request sequence comes from an experiment file (File ▸ Open): edit its steps and captures there; they are kept as they are while you edit this request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: this request alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continuous runs, one connection each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; captures %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service names, comma separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound Swarm services serve this endpoint: sweeps and cold starts update the service, and its tasks&apos; stats belong to it (docs/scale-out.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services</source>
        <translation type="unfinished"></translation>
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
        <translation>Built-in demo service</translation>
    </message>
</context>
<context>
    <name>cp::Experiment</name>
    <message>
        <source>no endpoint: give the URL to measure</source>
        <translation>no endpoint: give the URL to measure</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an http:// or https:// URL with a host</source>
        <translation>&apos;%1&apos; is not an http:// or https:// URL with a host</translation>
    </message>
    <message>
        <source>the timeout must be positive</source>
        <translation>the timeout must be positive</translation>
    </message>
    <message>
        <source>the message length must be between 0 and 65535</source>
        <translation>the message length must be between 0 and 65535</translation>
    </message>
    <message>
        <source>no run type chosen</source>
        <translation>no run type chosen</translation>
    </message>
    <message>
        <source>concurrency must be at least 1, not %1</source>
        <translation>concurrency must be at least 1, not %1</translation>
    </message>
    <message>
        <source>repetitions must be at least 1, not %1</source>
        <translation>repetitions must be at least 1, not %1</translation>
    </message>
    <message>
        <source>duration and request count cannot be negative</source>
        <translation>duration and request count cannot be negative</translation>
    </message>
    <message>
        <source>give a duration or a request count</source>
        <translation>give a duration or a request count</translation>
    </message>
    <message>
        <source>the rate cannot be negative</source>
        <translation>the rate cannot be negative</translation>
    </message>
    <message>
        <source>a rate run needs a rate above 0 requests/s</source>
        <translation>a rate run needs a rate above 0 requests/s</translation>
    </message>
    <message>
        <source>a rate ramp needs a duration</source>
        <translation>a rate ramp needs a duration</translation>
    </message>
    <message>
        <source>pauses and warm-up cannot be negative</source>
        <translation>pauses and warm-up cannot be negative</translation>
    </message>
    <message>
        <source>memory size %1 MiB is below Docker&apos;s minimum of %2 MiB</source>
        <translation>memory size %1 MiB is below Docker&apos;s minimum of %2 MiB</translation>
    </message>
    <message>
        <source>threads cannot be negative</source>
        <translation>threads cannot be negative</translation>
    </message>
    <message>
        <source>memory size %1 MiB is above the largest of %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU limit %1 must be between %2 and %3 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message length %1 must be between 0 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streams must be between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 streams per connection need an HTTP/2 endpoint: HTTP/1.1 sends one request at a time on a connection (raise the concurrency instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streams per connection are the socket engine&apos;s: the qnam engine chooses its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages need a continuous or a rate run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages are requests in flight for a continuous run and a rate for a rate run: give one of the two run types, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: its duration and target cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: %2 requests in flight is above the most, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stages last no time: give at least one stage a duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stages last %1 s but the duration is %2 s: leave the duration out, the stages set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rate run takes either a rate or stages, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages of requests in flight need the socket engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stages put up to %1 requests in flight but the concurrency is %2: leave the concurrency out, the stages set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threshold &apos;%1&apos; names endpoint &apos;%2&apos;, which this experiment does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threshold &apos;%1&apos; needs the run types warm and cold, to measure cold starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a capacity search is what a rate run does: add the run type rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a capacity search chooses its own rates: leave out the rate and the stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping at a failed threshold needs a threshold: give one, e.g. error_rate&lt;0.01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos;: its weight must be above 0, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mix loads several endpoints at once: give at least two, or leave the mix out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mix of %1 endpoints is more than the most, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mix loads continuous and rate runs: add one of the two run types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two endpoints of the mix are named &apos;%1&apos;: name each one differently, so that its samples and figures can be told apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mix&apos;s endpoints have %1 checks together, more than the most, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a continuous run of a mix of %1 endpoints needs a concurrency of at least %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rate run of a mix of %1 endpoints needs a concurrency of 1 (as needed) or at least %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests cannot be shared among %2 endpoints: give at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; captures values, but no request comes after it to take them: add its steps, or leave out the captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; has %2 steps, more than the most, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; is a request sequence: it runs in continuous runs only, where each request follows the last one&apos;s answer; choose the run type continuous alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; is a request sequence, which a mix does not take: leave out the mix, or the sequence&apos;s steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; is a request sequence: it needs the socket engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; is a request sequence: it speaks HTTP/1.1 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of endpoint &apos;%2&apos; goes to another server: a sequence&apos;s requests share one connection, so its steps&apos; URLs start with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; has two requests named &apos;%2&apos;: name each step differently, so that its samples and figures can be told apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of endpoint &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; captures &apos;%2&apos; twice: give each value its own name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint &apos;%1&apos; has %2 checks and captures over its steps, more than the most, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threshold &apos;%1&apos;: late sends are counted for a whole run, and &apos;%2&apos; shares its runs with other requests; write late_send_rate without an endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an experiment binds containers or Swarm services, not both: a sweep or cold start would change the one through the container and the other through the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold starts of Swarm services scale them to zero and back (cold start method &apos;scale&apos;) or force a rolling update (&apos;force-update&apos;); &apos;%1&apos; is for containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cold start method &apos;%1&apos; is for Swarm services; containers take restart, stop-start, recreate or kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold and burst runs and memory or CPU sweeps need every endpoint bound to a container or a Swarm service, and “%1” is not: name the containers that serve it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators: between 1 and %1 replicas, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shard: shard %1 of %2 does not exist; shards count from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators on a swarm cannot search for capacity yet: each probe&apos;s verdict needs every generator&apos;s samples at once; search from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators on a swarm load one endpoint at a time; run the mix from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators on a swarm do not send request sequences (&apos;%1&apos;); run it from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators on a swarm cannot read the data file of &apos;%1&apos;, which is on this machine; run it from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a concurrency of %1 cannot be shared among %2 generators: give each at least one connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests cannot be shared among %2 generators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators on a swarm cannot abort at a failed threshold: the thresholds are checked once their samples are merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators on a swarm send continuous and rate runs; a %1 run restarts or times its containers between requests: leave it out, or send it from here (no generators)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators on a swarm cannot share a continuous run&apos;s stages: each would round its share of the requests in flight; use a rate run&apos;s stages, or no generators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rate run&apos;s most connections, %1, cannot be shared among %2 generators: give each at least one, or leave the concurrency at 1 for each to choose</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ExperimentRunner</name>
    <message>
        <source>an experiment is already running: stop it first</source>
        <translation>an experiment is already running: stop it first</translation>
    </message>
    <message>
        <source>%1 holds the original limits of a run that ended before it set them back: run &apos;containerperf-cli restore %1&apos; first, or choose another results directory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ExperimentSession</name>
    <message>
        <source>stopped before the first run</source>
        <translation>stopped before the first run</translation>
    </message>
    <message>
        <source>stopped; the samples measured so far are written</source>
        <translation>stopped; the samples measured so far are written</translation>
    </message>
    <message>
        <source>container &apos;%1&apos; went away during run %2 (Docker event &apos;%3&apos;%4): its endpoint no longer answers, so the run stops; start the container again and repeat the experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped because a bound container went away; the samples measured so far are written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::GeneratorJobRemoval</name>
    <message>
        <source>the generators&apos; job %1 could not be removed (%2): remove it with docker service rm %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generators&apos; containers on %1 could not be listed (%2): remove those labelled %3=%4 with docker rm -f</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a generator&apos;s container %1 could not be removed (%2): remove it with docker rm -f %1 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generators&apos; secret %1 could not be removed (%2): remove it with docker secret rm %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::HelpBrowser</name>
    <message>
        <source>ContainerPerf Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished">&amp;Help</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ContainerPerf</source>
        <translation type="unfinished">&amp;About ContainerPerf</translation>
    </message>
    <message>
        <source>%1 ▸ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a chart: pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a chart: zoom around the pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a chart: zoom into a time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ContainerPerf</source>
        <translation type="unfinished">About ContainerPerf</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ContainerPerf %1&lt;/h3&gt;&lt;p&gt;Latency and resource cost of HTTP services in Docker containers: warm, cold, in bursts, one by one, and across memory limits.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished">&lt;h3&gt;ContainerPerf %1&lt;/h3&gt;&lt;p&gt;Latency and resource cost of HTTP services in Docker containers: warm, cold, in bursts, one by one, and across memory limits.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>cp::HtmlReport</name>
    <message>
        <source>ContainerPerf report</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Written by ContainerPerf %1 on %2 from %n results directories.</source>
        <translation>
            <numerusform>Written by ContainerPerf %1 on %2 from %n results directory.</numerusform>
            <numerusform>Written by ContainerPerf %1 on %2 from %n results directories.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the report: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::JsonReader</name>
    <message>
        <source>unknown key</source>
        <translation>unknown key</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>expected a string, found %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>expected true or false, found %1</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>expected a number, found %1</translation>
    </message>
    <message>
        <source>expected a whole number, not %1</source>
        <translation>expected a whole number, not %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>expected an array, found %1</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>expected an object, found %1</translation>
    </message>
    <message>
        <source>missing: how many generators to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a network&apos;s name, e.g. &quot;host&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::LimitSweeper</name>
    <message>
        <source>the memory limit of &apos;%1&apos; did not take: asked for %2 MiB (swap the same), the daemon reports %3 bytes (swap %4)</source>
        <translation>the memory limit of &apos;%1&apos; did not take: asked for %2 MiB (swap the same), the daemon reports %3 bytes (swap %4)</translation>
    </message>
    <message>
        <source>the CPU limit of &apos;%1&apos; did not take: asked for %2 CPUs, the daemon reports %3</source>
        <translation>the CPU limit of &apos;%1&apos; did not take: asked for %2 CPUs, the daemon reports %3</translation>
    </message>
</context>
<context>
    <name>cp::LimitsRestorer</name>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory %1, memory-swap %2, CPUs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a directory: give the results directory of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to restore: %1 holds no %2, so its run set the limits back itself or changed none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restored &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; already had %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::LiveCharts</name>
    <message>
        <source>Follow live</source>
        <translation>Follow live</translation>
    </message>
    <message>
        <source>Keep the newest data in view; zooming or panning turns this off</source>
        <translation>Keep the newest data in view; zooming or panning turns this off</translation>
    </message>
    <message>
        <source>Whole experiment</source>
        <translation>Whole experiment</translation>
    </message>
    <message>
        <source>Last 10 s</source>
        <translation>Last 10 s</translation>
    </message>
    <message>
        <source>Last 60 s</source>
        <translation>Last 60 s</translation>
    </message>
    <message>
        <source>Last 10 min</source>
        <translation>Last 10 min</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Reset zoom</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>time (s)</translation>
    </message>
    <message>
        <source>Latency of every request</source>
        <translation>Latency of every request</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>latency (ms)</translation>
    </message>
    <message>
        <source>warm</source>
        <translation>warm</translation>
    </message>
    <message>
        <source>cold</source>
        <translation>cold</translation>
    </message>
    <message>
        <source>Throughput and errors</source>
        <translation>Throughput and errors</translation>
    </message>
    <message>
        <source>errors/s</source>
        <translation>errors/s</translation>
    </message>
    <message>
        <source>completed/s</source>
        <translation>completed/s</translation>
    </message>
    <message>
        <source>Container CPU and memory</source>
        <translation>Container CPU and memory</translation>
    </message>
    <message>
        <source>Container network</source>
        <translation>Container network</translation>
    </message>
    <message>
        <source>KiB/s</source>
        <translation>KiB/s</translation>
    </message>
    <message>
        <source>Latency histogram</source>
        <translation>Latency histogram</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>requests</translation>
    </message>
    <message>
        <source>requests per bin</source>
        <translation>requests per bin</translation>
    </message>
    <message>
        <source>Latency CDF</source>
        <translation>Latency CDF</translation>
    </message>
    <message>
        <source>CDF</source>
        <translation>CDF</translation>
    </message>
    <message>
        <source>%1 CPU</source>
        <translation>%1 CPU</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>%1 memory</translation>
    </message>
    <message>
        <source>%1 rx</source>
        <translation>%1 rx</translation>
    </message>
    <message>
        <source>%1 tx</source>
        <translation>%1 tx</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation type="unfinished">req/s</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation type="unfinished">CPU %</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% at or below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 (1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 (1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s: %2 %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::MainWindow</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>Import failed: %1</source>
        <translation>Import failed: %1</translation>
    </message>
    <message>
        <source>Docker: not connected</source>
        <translation>Docker: not connected</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Targets</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Recent</source>
        <translation>&amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Import Results…</source>
        <translation>&amp;Import Results…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Follow Live</source>
        <translation>&amp;Follow Live</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Reset Layout</translation>
    </message>
    <message>
        <source>The built-in demo service could not start: %1</source>
        <translation>The built-in demo service could not start: %1</translation>
    </message>
    <message>
        <source>close other programs that hold local ports, or add an endpoint of your own</source>
        <translation>close other programs that hold local ports, or add an endpoint of your own</translation>
    </message>
    <message>
        <source>The experiment cannot start: %1.</source>
        <translation>The experiment cannot start: %1.</translation>
    </message>
    <message>
        <source>correct these settings in the Targets and Run docks, then start again</source>
        <translation>correct these settings in the Targets and Run docks, then start again</translation>
    </message>
    <message>
        <source>This experiment binds containers or sets limits, but Docker is not connected.</source>
        <translation>This experiment binds containers or sets limits, but Docker is not connected.</translation>
    </message>
    <message>
        <source>start the Docker daemon or set the Docker host in the Targets dock</source>
        <translation>start the Docker daemon or set the Docker host in the Targets dock</translation>
    </message>
    <message>
        <source>The experiment did not start: %1</source>
        <translation>The experiment did not start: %1</translation>
    </message>
    <message>
        <source>check the settings and that the results folder is writable</source>
        <translation>check the settings and that the results folder is writable</translation>
    </message>
    <message>
        <source>Stopped; results so far are in %1</source>
        <translation>Stopped; results so far are in %1</translation>
    </message>
    <message>
        <source>Finished; results are in %1</source>
        <translation>Finished; results are in %1</translation>
    </message>
    <message>
        <source>Stopping and writing the results…</source>
        <translation>Stopping and writing the results…</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1.</source>
        <translation>The settings could not be saved to %1.</translation>
    </message>
    <message>
        <source>make that folder writable</source>
        <translation>make that folder writable</translation>
    </message>
    <message>
        <source>stop the run, then import again</source>
        <translation>stop the run, then import again</translation>
    </message>
    <message>
        <source>the file may have moved; choose it again with Open or Import</source>
        <translation>the file may have moved; choose it again with Open or Import</translation>
    </message>
    <message>
        <source>Untitled experiment</source>
        <translation>Untitled experiment</translation>
    </message>
    <message>
        <source>%1 — ContainerPerf</source>
        <translation>%1 — ContainerPerf</translation>
    </message>
    <message>
        <source>Save Experiment</source>
        <translation>Save Experiment</translation>
    </message>
    <message>
        <source>Experiment files (*.json)</source>
        <translation>Experiment files (*.json)</translation>
    </message>
    <message>
        <source>choose another folder</source>
        <translation>choose another folder</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>stop the running experiment before opening another</source>
        <translation>stop the running experiment before opening another</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open Experiment</source>
        <translation>Open Experiment</translation>
    </message>
    <message>
        <source>The experiment could not be opened: %1</source>
        <translation>The experiment could not be opened: %1</translation>
    </message>
    <message>
        <source>fix the named keys in the file, or save the current experiment to get a valid example</source>
        <translation>fix the named keys in the file, or save the current experiment to get a valid example</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf-cost curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last session&apos;s endpoints and run settings could not be restored: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set them up again, or open a saved experiment with File ▸ Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last session&apos;s endpoints are back, but secrets are never stored, so these read *** now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter them again in the Targets dock before you start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results F&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the experiment shown in the Results dock again, with its settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Containers</source>
        <translation type="unfinished">Containers</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Close this message</translation>
    </message>
    <message>
        <source>%1
What to do: %2</source>
        <translation>%1
What to do: %2</translation>
    </message>
</context>
<context>
    <name>cp::MonitorWorker</name>
    <message>
        <source>the Docker events stream ended: %1</source>
        <translation>the Docker events stream ended: %1</translation>
    </message>
    <message>
        <source>its inspect answer is not the Docker Engine API&apos;s: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its inspect answer is no container&apos;s JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its stats stream sent a record that is not JSON: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its stats stream is not the Docker Engine API&apos;s: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the daemon refused its stats stream: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::OriginalLimits</name>
    <message>
        <source>not JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;format&quot; is not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>container %1 needs a name, memory_bytes, memory_swap_bytes and nano_cpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a record of original limits: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::PerfCostChart</name>
    <message>
        <source>No perf-cost curve yet. Sweep memory or CPU limits with a pricing (Run ▸ Pricing): when the experiment ends, each endpoint&apos;s sweep points appear here, median latency against cost per million requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
median %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (95 % CI %1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
%1 per million requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
run %1, %2 samples%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Pareto-optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; another point is as fast and cheaper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::PerfCostExecutor</name>
    <message>
        <source>%1 batches in a row gave no accepted sample (a %2 run keeps only %3 samples): check that the endpoint answers and how it reports cold starts</source>
        <translation>%1 batches in a row gave no accepted sample (a %2 run keeps only %3 samples): check that the endpoint answers and how it reports cold starts</translation>
    </message>
    <message>
        <source>successful cold</source>
        <translation>successful cold</translation>
    </message>
    <message>
        <source>successful warm</source>
        <translation>successful warm</translation>
    </message>
    <message>
        <source>successful</source>
        <translation>successful</translation>
    </message>
</context>
<context>
    <name>cp::PerfCostFigure</name>
    <message>
        <source>%1, %2 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, message length %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US dollars per million requests (%1 billing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dominated: another point is as fast and cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % interval of the median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median latency (ms, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median latency (ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::Pricing</name>
    <message>
        <source>pricing %1 must be between 0 and %2 US dollars, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pricing granularity_ms must be between 1 and %1 ms, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pricing minimum_ms must be between 0 and %1 ms, not %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::PricingEditor</name>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per vCPU-s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per GiB-s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per million requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill each run under four models, from these prices: the limits over the whole run (instance), while requests are in flight (request), per request (invocation), or what was used (usage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance — limits × the run&apos;s window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request — limits while requests are in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invocation — each request&apos;s own duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage — CPU-seconds and GiB-seconds used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model the perf-cost curve ranks sweep points by; every run is billed under all four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed time is rounded up to a multiple of this, per billed interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each billed interval counts at least this long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve ranks by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished">Memory</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished">Requests</translation>
    </message>
    <message>
        <source>Rounded to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ReportExporter</name>
    <message>
        <source>export the report of a finished results directory (summary.json and samples.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a folder you can write to, with room for the report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ReportFigures</name>
    <message>
        <source>client time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exec time (server-reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times per run: box from the first to the third quartile, line at the median, whiskers to the furthest value within 1.5 box lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run (as in summary.json): type and limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold-start overhead: median cold over median warm latency, 95 % interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sweep point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T_cold / T_warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio of medians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished">%1 MiB</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message length %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limits swept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client time: fraction of the accepted requests answered within a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client time, ms (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container resources (solid: CPU, dashed: memory; dotted lines: the runs&apos; starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds since the first run started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU, % of one core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory in use, MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPU</source>
        <translation type="unfinished">%1 CPU</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation type="unfinished">%1 memory</translation>
    </message>
    <message>
        <source>Cold-start overhead: median cold over median warm latency (too few samples for an interval)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::RequestTemplate</name>
    <message>
        <source>the method &apos;%1&apos; is not an HTTP token (letters, digits and !#$%&amp;&apos;*+-.^_`|~)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header name &apos;%1&apos; is not an HTTP token (letters, digits and !#$%&amp;&apos;*+-.^_`|~)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value of header &apos;%1&apos; holds a control character (&apos;%2&apos;): a line break would start another header or request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the body template &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks for more than %2 bytes a request: make its {{random:N}} placeholders smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the placeholder {{data.%1}} needs a data file: give one, or remove the placeholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the placeholder {{data.%1}} names no column of the data file %2 (its columns: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value of header &apos;%1&apos; takes column %2 of the data file %3, whose row %4 holds a control character (&apos;%5&apos;): a line break would start another header or request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the placeholder {{captured.%1}} takes a value no earlier request of its sequence captures: capture it in one before, e.g. %1 = json /%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ResponseCheck</name>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a list of statuses (100-999) or ranges, e.g. 200-299,304</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: the regular expression is not valid: %2 at character %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: write json POINTER == VALUE, e.g. json /status == &quot;ok&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a JSON pointer: it starts with /, e.g. /data/0/id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a JSON value; write text in double quotes, e.g. &quot;ok&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a header name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check &apos;%1&apos;: &apos;%2&apos; is not a positive number of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a check: write one of status in 200-299, body contains TEXT, body matches REGEX, json POINTER == VALUE, header NAME, bytes_in &lt; N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks; an endpoint takes at most %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ResultsAnalysis</name>
    <message numerus="yes">
        <source>%n empty values</source>
        <translation>
            <numerusform>%n empty value</numerusform>
            <numerusform>%n empty values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed requests</source>
        <translation>
            <numerusform>%n failed request</numerusform>
            <numerusform>%n failed requests</numerusform>
        </translation>
    </message>
    <message>
        <source>the cut-off last line of the journal</source>
        <translation>the cut-off last line of the journal</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Left out: %1.</translation>
    </message>
    <message>
        <source>%1: no rows with a %2 value match &apos;%3&apos;</source>
        <translation>%1: no rows with a %2 value match &apos;%3&apos;</translation>
    </message>
</context>
<context>
    <name>cp::ResultsDirectory</name>
    <message>
        <source>writing the journal %1 failed (%2); measuring goes on in memory: free disk space so the final files can be written</source>
        <translation>writing the journal %1 failed (%2); measuring goes on in memory: free disk space so the final files can be written</translation>
    </message>
    <message>
        <source>cannot write %1 (%2): check the directory&apos;s permissions</source>
        <translation>cannot write %1 (%2): check the directory&apos;s permissions</translation>
    </message>
    <message>
        <source>the output path %1 exists and is not a directory: choose another output directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the output directory %1: check its parent exists and is writable, or choose another output directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write in the output directory %1 (%2): check its permissions or choose another output directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write in the output directory %1 (%2): free space on its disk or choose another output directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes left on its disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing %1 failed (%2): free space on its disk; an earlier %3 there is kept as it was</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ResultsImporter</name>
    <message>
        <source>import the folder&apos;s samples.csv instead, or choose another results folder</source>
        <translation>import the folder&apos;s samples.csv instead, or choose another results folder</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: cannot read: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 is not valid JSON: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>choose a ContainerPerf results folder or a SeBS result.csv</source>
        <translation>choose a ContainerPerf results folder or a SeBS result.csv</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 does not exist</translation>
    </message>
    <message>
        <source>%1 holds no %2, samples.csv, samples.journal.csv or result.csv</source>
        <translation>%1 holds no %2, samples.csv, samples.journal.csv or result.csv</translation>
    </message>
    <message>
        <source>correct the file where the message points, or %1</source>
        <translation>correct the file where the message points, or %1</translation>
    </message>
    <message>
        <source>%1 holds no %2 values</source>
        <translation>%1 holds no %2 values</translation>
    </message>
    <message>
        <source>choose a file with measured requests</source>
        <translation>choose a file with measured requests</translation>
    </message>
    <message>
        <source>The charts leave out what could not be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No perf-cost curve or cold-start overhead: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ResultsModel</name>
    <message>
        <source>So far, while the run goes on: percentiles within 1 %. The exact figures and their intervals replace them when the run ends.</source>
        <translation>So far, while the run goes on: percentiles within 1 %. The exact figures and their intervals replace them when the run ends.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Latency of the accepted samples, intended send to last byte, in milliseconds</source>
        <translation>Latency of the accepted samples, intended send to last byte, in milliseconds</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpoint</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Msg length</source>
        <translation>Msg length</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>Incorrect</translation>
    </message>
    <message>
        <source>Mean (ms)</source>
        <translation>Mean (ms)</translation>
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
        <translation>Std (ms)</translation>
    </message>
    <message>
        <source>CV (%)</source>
        <translation>CV (%)</translation>
    </message>
    <message>
        <source>95 % CI mean</source>
        <translation>95 % CI mean</translation>
    </message>
    <message>
        <source>95 % CI median</source>
        <translation>95 % CI median</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>%1 CPU-s over %2 s; memory mean %3 MiB, peak %4 MiB; %5 GiB·s used of %6 reserved; network %7 B in, %8 B out per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the load generator used %1 CPU-s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed for %1 vCPUs and %2 GiB:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>, %1 per million requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (95 % CI %1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Most: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bill: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU-seconds the bound containers used per 1 000 requests, from their cgroup counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory in use integrated over the run (GiB × seconds), from the containers&apos; stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US dollars per million requests under the pricing&apos;s billing model; the other models in the cell&apos;s tooltip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU-s / 1k req</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mem GiB·s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ / 1M req</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, latency median %1 ms, p99 %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 requests, %4 % of the run, %5 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent by %1 generators on the swarm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generator %1 on %2: %3 requests, %4 errors, %5 late sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, CPU %1 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ResultsPanel</name>
    <message>
        <source>Compare selected</source>
        <translation>Compare selected</translation>
    </message>
    <message>
        <source>Select two runs: difference of their median latencies with a 95 % bootstrap interval</source>
        <translation>Select two runs: difference of their median latencies with a 95 % bootstrap interval</translation>
    </message>
    <message>
        <source>The samples of these runs are not loaded: compare runs measured in this session.</source>
        <translation>The samples of these runs are not loaded: compare runs measured in this session.</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>run %1</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparing…</translation>
    </message>
    <message>
        <source>Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); difference %4 − %1: %7 ms</source>
        <translation>Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); difference %4 − %1: %7 ms</translation>
    </message>
    <message>
        <source>, no interval (fewer than %1 samples in a run)</source>
        <translation>, no interval (fewer than %1 samples in a run)</translation>
    </message>
    <message>
        <source>, 95 % interval %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished">Remove</translation>
    </message>
    <message>
        <source>Remove the experiment shown from this list (its results folder stays on disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Experiment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet: start a run or import results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An experiment is running: the others can be shown when it ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ResultsSource</name>
    <message>
        <source>%1: no %2, %3 or %4 in this directory</source>
        <translation>%1: no %2, %3 or %4 in this directory</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: cannot read: %2</translation>
    </message>
    <message>
        <source>%1:1: the file is empty; expected a CSV header line</source>
        <translation>%1:1: the file is empty; expected a CSV header line</translation>
    </message>
    <message>
        <source>%1:1: no column &apos;%2&apos; (the columns are: %3)</source>
        <translation>%1:1: no column &apos;%2&apos; (the columns are: %3)</translation>
    </message>
    <message>
        <source>%1:%2: reading was cancelled</source>
        <translation>%1:%2: reading was cancelled</translation>
    </message>
    <message>
        <source>%1:%2: a quoted field is never closed</source>
        <translation>%1:%2: a quoted field is never closed</translation>
    </message>
    <message>
        <source>%1:%2: %3 fields, but the header has %4</source>
        <translation>%1:%2: %3 fields, but the header has %4</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos; (field %4): &apos;%5&apos; is not a number</source>
        <translation>%1:%2: column &apos;%3&apos; (field %4): &apos;%5&apos; is not a number</translation>
    </message>
    <message>
        <source>%1:%2: read failed: %3</source>
        <translation>%1:%2: read failed: %3</translation>
    </message>
</context>
<context>
    <name>cp::ResultsTransfer</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 does not exist</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>cannot copy %1 to %2: %3</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>Import failed: %1</source>
        <translation>Import failed: %1</translation>
    </message>
    <message>
        <source>stop the run, then import again</source>
        <translation>stop the run, then import again</translation>
    </message>
    <message>
        <source>an experiment is running</source>
        <translation>an experiment is running</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importing %1…</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>Imported %n run from %1.</numerusform>
            <numerusform>Imported %n runs from %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <source>the experiment is still running</source>
        <translation>the experiment is still running</translation>
    </message>
    <message>
        <source>there are no results yet</source>
        <translation>there are no results yet</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
    <message>
        <source>Export Samples as CSV</source>
        <translation>Export Samples as CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export Summary as JSON</source>
        <translation>Export Summary as JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Export in the Seed Format to Folder</source>
        <translation>Export in the Seed Format to Folder</translation>
    </message>
    <message>
        <source>Export Charts as PNG</source>
        <translation>Export Charts as PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export failed: %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <source>Import Results</source>
        <translation>Import Results</translation>
    </message>
    <message>
        <source>Results (summary.json result.csv samples.csv *.csv)</source>
        <translation>Results (summary.json result.csv samples.csv *.csv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Results table shows an imported file, not a results directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a report is still being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the report of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report as HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run an experiment or import a results directory first, or choose a writable destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Container Statistics as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Container Events as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the SeBS result.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Per-Run JSON Files to Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the Results Folder into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Charts as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the URL of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no container was bound to an endpoint, so none was monitored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no container was bound to an endpoint, so no events were recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only perf-cost runs (warm, cold, burst, sequential) write it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the Experiment list, which keeps %2; its results stay in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Results table shows the imported file %1, which is not a results folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results in %1 have no %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ContainerPerf charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Results table shows the imported file %1, not a results folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file manager opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to run again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Results table shows an imported file, without settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a run or an imported results folder in the Results dock&apos;s Experiment list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings of these results cannot be read: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set the run up in the docks, or fix the named keys in that file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings of these results are back in the docks, but not their secrets, which are never written: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter them in the Targets dock, then Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Samples (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary (&amp;JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container S&amp;tatistics (stats.csv)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container &amp;Events (events.csv)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SeBS &amp;result.csv…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-Run JSON &amp;Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed Format…</source>
        <translation type="unfinished">&amp;Seed Format…</translation>
    </message>
    <message>
        <source>Whole Results &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts as S&amp;VG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Report (HTML)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Results Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the results folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run an experiment or import a results directory first, or open %1 yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be created or written to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results folder you chose, %1, is not usable now: runs write to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose another with File ▸ Results Folder…, or make that one writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the Results of Each Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results folder not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a folder you can write to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each run now writes its results under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported what belongs to the %n selected run(s) to %1</source>
        <translation>
            <numerusform>Exported what belongs to the selected run to %1</numerusform>
            <numerusform>Exported what belongs to the %n selected runs to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported every run to %1: the selection applies to single files and charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results in %1 have no per-run JSON files: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the selected runs of %1 have no per-run JSON files: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ResultsWriter</name>
    <message>
        <source>every sample is in the journal %1, which is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal %1 holds the samples up to its own failed write; later ones are lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::RunController</name>
    <message>
        <source>demo</source>
        <translation>demo</translation>
    </message>
    <message>
        <source>an experiment is already running</source>
        <translation>an experiment is already running</translation>
    </message>
    <message>
        <source>check that the endpoint answers (open its URL in a browser) and that Docker is reachable, then start again</source>
        <translation>check that the endpoint answers (open its URL in a browser) and that Docker is reachable, then start again</translation>
    </message>
    <message>
        <source>free disk space or choose a writable results folder; the samples are still shown here</source>
        <translation>free disk space or choose a writable results folder; the samples are still shown here</translation>
    </message>
    <message>
        <source>Every request failed (%1): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 requests failed (%3); most because %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Container Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ContainerPerf ended during a run that had changed container limits, before it could set them back. The original limits are recorded in %1.

Set them again now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The container limits changed by the run in %1 stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run &apos;containerperf-cli restore %1&apos; to set them back later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original container limits are set again: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original container limits could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the containers&apos; limits with &apos;docker inspect&apos; and set them with &apos;docker update&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original container limits could not be set again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once Docker and the containers are back, run &apos;containerperf-cli restore %1&apos; or restart ContainerPerf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit ContainerPerf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An experiment is running. Stop it and quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was measured so far is written to %1 before the window closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop and Quit</source>
        <translation type="unfinished"></translation>
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
        <translation>continuous — closed loop, N workers</translation>
    </message>
    <message>
        <source>rate — open loop at a fixed schedule</source>
        <translation>rate — open loop at a fixed schedule</translation>
    </message>
    <message>
        <source>warm — perf-cost batches, warm samples</source>
        <translation>warm — perf-cost batches, warm samples</translation>
    </message>
    <message>
        <source>cold — restart before each batch</source>
        <translation>cold — restart before each batch</translation>
    </message>
    <message>
        <source>burst — restart, then all of a batch</source>
        <translation>burst — restart, then all of a batch</translation>
    </message>
    <message>
        <source>sequential — one request at a time</source>
        <translation>sequential — one request at a time</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constant</translation>
    </message>
    <message>
        <source>qnam (QNetworkAccessManager)</source>
        <translation>qnam (QNetworkAccessManager)</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>one per core</translation>
    </message>
    <message>
        <source>e.g. 128, 256, 512 (MiB; empty: leave alone)</source>
        <translation>e.g. 128, 256, 512 (MiB; empty: leave alone)</translation>
    </message>
    <message>
        <source>e.g. 0.5, 1, 2 (cores; empty: leave alone)</source>
        <translation>e.g. 0.5, 1, 2 (cores; empty: leave alone)</translation>
    </message>
    <message>
        <source>e.g. 5, 1000 (empty: the endpoint&apos;s)</source>
        <translation>e.g. 5, 1000 (empty: the endpoint&apos;s)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Run types</source>
        <translation>Run types</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concurrency</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Repetitions</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Ramp to</source>
        <translation>Ramp to</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Memory sizes</source>
        <translation>Memory sizes</translation>
    </message>
    <message>
        <source>CPU limits</source>
        <translation>CPU limits</translation>
    </message>
    <message>
        <source>Message lengths</source>
        <translation>Message lengths</translation>
    </message>
    <message>
        <source>Pause before batch</source>
        <translation>Pause before batch</translation>
    </message>
    <message>
        <source>Pause after batch</source>
        <translation>Pause after batch</translation>
    </message>
    <message>
        <source>memory size &apos;%1&apos; is not a whole number of MiB</source>
        <translation>memory size &apos;%1&apos; is not a whole number of MiB</translation>
    </message>
    <message>
        <source>CPU limit &apos;%1&apos; is not a number of cores</source>
        <translation>CPU limit &apos;%1&apos; is not a number of cores</translation>
    </message>
    <message>
        <source>message length &apos;%1&apos; is not a whole number</source>
        <translation>message length &apos;%1&apos; is not a whole number</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Run %1 of %2</source>
        <translation>Run %1 of %2</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 left</translation>
    </message>
    <message>
        <source>time left unknown</source>
        <translation>time left unknown</translation>
    </message>
    <message>
        <source>%1 · %2 elapsed · %3</source>
        <translation>%1 · %2 elapsed · %3</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A continuous or rate run stops at its duration or its request count, whichever comes first; give at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop, then start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove and create again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kill (SIGKILL), then start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long Docker waits after SIGTERM before it kills a stopping container. A process that ignores SIGTERM costs this much at every cold start; kill costs none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf-cost runs take at least %1 per endpoint in pauses alone; requests and cold starts add to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping after %1: writing what was measured…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n run(s) in %1</source>
        <translation>
            <numerusform>Finished: %n run in %1</numerusform>
            <numerusform>Finished: %n runs in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1: %n run(s) written</source>
        <translation>
            <numerusform>Stopped after %1: %n run written</numerusform>
            <numerusform>Stopped after %1: %n runs written</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed after %1: the bar above the charts says why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>socket (HTTP/1.1 keep-alive, HTTP/2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/2 endpoints: requests in flight at once on each connection (socket engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/2 streams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per line, e.g. p99_ms&lt;50 or error_rate&lt;0.01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits every run must keep: METRIC[@ENDPOINT] OP LIMIT. The outcome says which held; summary.json has every figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every threshold held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 thresholds failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 thresholds held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. p99_ms&lt;50, error_rate&lt;0.001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate runs search for the highest rate that keeps these targets, probe by probe, instead of loading at one rate; the Capacity tab shows what each found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity target: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 at a failed threshold: %n run(s) written</source>
        <translation>
            <numerusform>Stopped after %1 at a failed threshold: %n run written</numerusform>
            <numerusform>Stopped after %1 at a failed threshold: %n runs written</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing measured yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds so far (closest: %2 in %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails so far: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thresholds so far: %1 of %2 failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load every endpoint at once, by weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous and rate runs load all endpoints together, each with its weight&apos;s share of the rate or the connections; their figures are kept apart and together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service: scale to 0 and back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service: force an update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How cold and burst runs make a container, or a Swarm service&apos;s tasks, start cold before each batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: this machine sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous and rate runs: send the load from this many generators on the swarm the Docker host manages, one per node, and merge what they measure into the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image the generators run: every node needs it (scripts/build-cli-image.sh --load-into puts it there), or name one in your registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generators on the swarm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::RunStatusBar</name>
    <message>
        <source>Open loop: requests sent more than 1 ms after their schedule — the load generator&apos;s health</source>
        <translation type="unfinished">Open loop: requests sent more than 1 ms after their schedule — the load generator&apos;s health</translation>
    </message>
    <message>
        <source>%1 — the built-in demo endpoint works without it</source>
        <translation type="unfinished">%1 — the built-in demo endpoint works without it</translation>
    </message>
    <message>
        <source>Samples: %1</source>
        <translation type="unfinished">Samples: %1</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation type="unfinished">%1 req/s</translation>
    </message>
    <message>
        <source>Late sends: %1</source>
        <translation type="unfinished">Late sends: %1</translation>
    </message>
</context>
<context>
    <name>cp::ServiceControl</name>
    <message>
        <source>memory %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Docker daemon at %1 is not a manager of a swarm, so it knows no service &apos;%2&apos; (%3): point docker_host at a manager node, or create the swarm first (&apos;docker swarm init&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; does not exist on %2; list services with &apos;containerperf-cli containers&apos; or &apos;docker service ls&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot inspect Swarm service &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; runs in %2 mode; only replicated services can be bound (their limits and replica count are what an experiment changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; runs %2 of its %3 tasks: wait until &apos;docker service ps %1&apos; shows them all running, then start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list the tasks of Swarm service &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot inspect the container of task %1.%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the container of task %1.%2 runs with %3, not the %4 its task asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker refused to update Swarm service &apos;%1&apos; (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; did not converge: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; did not converge within %2 s: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its update is %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 is still stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 is %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 tasks run the new spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is Swarm service &apos;%2&apos; by its id: bind it by its name, &apos;%2&apos;, which its tasks&apos; containers carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service &apos;%1&apos; runs no replicas, so there is nothing to measure: scale it up first (&apos;docker service scale %1=1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the container of task %1.%2 is not on the daemon at %3 (node %4): Swarm may have replaced the task meanwhile (start again), or that address is not the node&apos;s own (docs/scale-out.md#multi-node-swarms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker did not answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 still runs the old spec</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ServiceListModel</name>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task&apos;s container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service / task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas / state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished">URL</translation>
    </message>
    <message>
        <source>Image / container</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::StagesEditor</name>
    <message>
        <source>Add stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished">Remove</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each stage moves the target linearly from the last one (0 before the first) over its duration; a stage of 0 s steps at once. Rate runs: requests/s; continuous runs: requests in flight. No stages: a constant load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: &apos;%2 s&apos; and &apos;%3&apos; are not a duration and a target of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::StatsWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>cp::SwarmGeneratorExecutor</name>
    <message>
        <source>generator %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generator %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Docker address is not usable: %1</source>
        <translation type="unfinished">the Docker address is not usable: %1</translation>
    </message>
    <message>
        <source>generators on a swarm need a swarm manager&apos;s Docker daemon; %1 is not one (docker swarm init makes it one, or give a manager&apos;s address as the Docker host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the generators&apos; job from image %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the generators&apos; tasks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generators run where ContainerPerf cannot reach: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generators had not ended %1 s after they were asked to stop: what they wrote so far was copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generators had not ended %1 s after their run should have: they were stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its node&apos;s clock could not be read (%2); its times are taken as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it never ran: %1 (every node needs the image %2; scripts/build-cli-image.sh --load-into puts it on a node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its results could not be copied out: no room for them here (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its results could not be copied out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no generator delivered results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it wrote no summary (%1); its process ended with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its samples cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped before its run ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting %1 generators on the swarm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 generators sending; their samples come when they end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking the generators to stop and write what they measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copying the generators&apos; results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removing the generators&apos; job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generators may run on any node that takes tasks, and their results are copied from there: give the Docker address of %1 (--swarm-node NODE=ADDRESS, in files swarm_nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 generators need as many swarm nodes that take tasks, one each; the swarm has %2: run fewer generators, or join (or activate) more nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot hand the generators their experiment (a Swarm secret): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its results could not be copied out: they are larger than %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::SwarmNodeClients</name>
    <message>
        <source>cannot inspect swarm node %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm service tasks run on node %1 (%2), whose Docker daemon ContainerPerf was not told of: give its address, e.g. --swarm-node %1=tcp://%2:2376 or &quot;swarm_nodes&quot;: {&quot;%1&quot;: &quot;tcp://%2:2376&quot;} (docs/scale-out.md#multi-node-swarms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Docker address of swarm node %1 is not usable: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swarm node %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::TargetsPanel</name>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Demo endpoint</source>
        <translation>Demo endpoint</translation>
    </message>
    <message>
        <source>default: DOCKER_HOST, context, /var/run/docker.sock</source>
        <translation>default: DOCKER_HOST, context, /var/run/docker.sock</translation>
    </message>
    <message>
        <source>unix:///path/to/docker.sock or tcp://host:2375; press Enter to connect</source>
        <translation>unix:///path/to/docker.sock or tcp://host:2375; press Enter to connect</translation>
    </message>
    <message>
        <source>A local HTTP service built into ContainerPerf: needs no Docker</source>
        <translation>A local HTTP service built into ContainerPerf: needs no Docker</translation>
    </message>
    <message>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Endpoints</source>
        <translation>Endpoints</translation>
    </message>
</context>
<context>
    <name>cp::Threshold</name>
    <message>
        <source>&apos;%1&apos; is not a threshold: write METRIC[@ENDPOINT] OP LIMIT, e.g. p99_ms&lt;50 or error_rate&lt;=0.01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; in threshold &apos;%2&apos; is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threshold &apos;%1&apos; has @ but no endpoint name after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the limit &apos;%1&apos; in threshold &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ThresholdResult</name>
    <message>
        <source>no accepted samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a figure of a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished">%1 MiB</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message length %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing measured it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run of endpoint &apos;%1&apos; measured it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3, not %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold start of %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no warm or no cold samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1</source>
        <translation type="unfinished">run %1</translation>
    </message>
    <message>
        <source>run %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ThresholdWatch</name>
    <message>
        <source>threshold %1 can no longer pass: run %2 reached %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threshold %1 can no longer pass: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Latency and resource cost of HTTP services in Docker containers</source>
        <translation>Latency and resource cost of HTTP services in Docker containers</translation>
    </message>
    <message>
        <source>Start measuring the built-in demo service at once</source>
        <translation>Start measuring the built-in demo service at once</translation>
    </message>
</context>
</TS>
