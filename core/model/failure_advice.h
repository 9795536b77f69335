#pragma once

#include "model/run_info.h"

#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace cp {

// What a class of failed requests usually means, said of the endpoint's URL, and
// what to look at first (docs/specification.md#error-classes).
struct FailureAdvice
{
    QString cause;
    QString fix;
};

FailureAdvice failureAdvice(ErrorClass error, const QUrl &url);

// Failed requests of `runs`, every class but ok.
std::int64_t failedRequests(const QList<RunSummary> &runs);
// "20 refused, 3 timeout": the failed requests of `runs` by class.
QString failureCounts(const QList<RunSummary> &runs);
// The class most of the failed requests of `runs` fell in; none when nothing failed.
std::optional<ErrorClass> commonestFailure(const QList<RunSummary> &runs);
// failureAdvice for the commonest failure of `runs`, said of the URL of a run that met it.
std::optional<FailureAdvice> commonestFailureAdvice(const QList<RunSummary> &runs);
// Requests were sent and not one was answered (an HTTP error status is an answer).
bool targetNeverAnswered(const QList<RunSummary> &runs);

} // namespace cp
