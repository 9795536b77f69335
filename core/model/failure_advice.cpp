#include "model/failure_advice.h"

#include "model/translation.h"

#include <algorithm>
#include <climits>

namespace cp {

namespace {

// "127.0.0.1:8080" as the URL names it, the scheme's port when it names none.
QString hostAndPort(const QUrl &url)
{
    const int port = url.port(url.scheme() == QLatin1String("https") ? 443 : 80);
    return QStringLiteral("%1:%2").arg(url.host()).arg(port);
}

std::int64_t count(const QList<RunSummary> &runs, ErrorClass error)
{
    std::int64_t total = 0;
    for (const RunSummary &run : runs)
        total += run.counts.errors[std::size_t(error)];
    return total;
}

} // namespace

FailureAdvice failureAdvice(ErrorClass error, const QUrl &url)
{
    switch (error) {
    case ErrorClass::Ok:
        break;
    case ErrorClass::Refused:
        return {tr("nothing listens at %1").arg(hostAndPort(url)),
                tr("is the service running, and is the container's port published on that port?")};
    case ErrorClass::Tls:
        return {tr("the TLS handshake with %1 failed").arg(hostAndPort(url)),
                tr("does the service speak https? If it speaks plain HTTP, use an http:// URL")};
    case ErrorClass::Dns:
        return {tr("the host name %1 does not resolve").arg(url.host()), tr("check the endpoint's URL")};
    case ErrorClass::Protocol:
        return {tr("%1 answered, but not in HTTP/1.1").arg(hostAndPort(url)),
                tr("is this port the service's HTTP port?")};
    case ErrorClass::Http:
        return {tr("the service answered with an error status (400 or above)"),
                tr("check the method, path, headers and body; the status of each request is in samples.csv")};
    case ErrorClass::Timeout:
        return {tr("no complete answer from %1 within the request timeout").arg(hostAndPort(url)),
                tr("is the service overloaded or stuck? Lower the load, or raise the endpoint's timeout")};
    case ErrorClass::Cancelled:
        return {tr("requests were still open when the run was stopped"), tr("nothing, if you stopped the run")};
    case ErrorClass::Reset:
        return {tr("%1 closed connections before its answers were complete").arg(hostAndPort(url)),
                tr("did the service crash or restart? Its container's log says")};
    case ErrorClass::Check:
        return {tr("the service answered, but its answers failed the endpoint's checks"),
                tr("samples.csv names the check each request failed: is the service or the check wrong?")};
    }
    return {};
}

std::int64_t failedRequests(const QList<RunSummary> &runs)
{
    std::int64_t total = 0;
    for (int i = 1; i < ErrorClassCount; ++i)
        total += count(runs, ErrorClass(i));
    return total;
}

QString failureCounts(const QList<RunSummary> &runs)
{
    QStringList counts;
    for (int i = 1; i < ErrorClassCount; ++i) {
        if (const std::int64_t n = count(runs, ErrorClass(i)); n > 0)
            counts << QStringLiteral("%1 %2").arg(n).arg(errorClassName(ErrorClass(i)));
    }
    return counts.join(QStringLiteral(", "));
}

std::optional<ErrorClass> commonestFailure(const QList<RunSummary> &runs)
{
    std::optional<ErrorClass> commonest;
    std::int64_t most = 0;
    for (int i = 1; i < ErrorClassCount; ++i) {
        if (const std::int64_t n = count(runs, ErrorClass(i)); n > most) {
            most = n;
            commonest = ErrorClass(i);
        }
    }
    return commonest;
}

std::optional<FailureAdvice> commonestFailureAdvice(const QList<RunSummary> &runs)
{
    const std::optional<ErrorClass> commonest = commonestFailure(runs);
    if (!commonest)
        return std::nullopt;
    for (const RunSummary &run : runs) {
        if (run.counts.errors[std::size_t(*commonest)] == 0)
            continue;
        FailureAdvice advice = failureAdvice(*commonest, run.info.url);
        // Which check: the one its run's answers failed most.
        const QList<std::int64_t> &failures = run.counts.checkFailures;
        if (*commonest == ErrorClass::Check && !failures.isEmpty()) {
            const auto most = std::max_element(failures.cbegin(), failures.cend());
            advice.cause = tr("%n answer(s) failed the check '%1'", nullptr, int(qMin<std::int64_t>(*most, INT_MAX)))
                               .arg(run.info.checks.value(most - failures.cbegin()));
        }
        return advice;
    }
    return std::nullopt;
}

bool targetNeverAnswered(const QList<RunSummary> &runs)
{
    std::int64_t requests = 0;
    for (const RunSummary &run : runs)
        requests += run.counts.requests;
    return requests > 0 && count(runs, ErrorClass::Ok) + count(runs, ErrorClass::Http) == 0;
}

} // namespace cp
