#include "model/check_result.h"

#include <QStringList>

#include <algorithm>

namespace cp {

QString CheckResult::failureText() const
{
    if (passed())
        return {};
    QStringList perRun;
    for (const RunFailures &run : runs)
        perRun << tr("run %1: %2").arg(run.run).arg(run.failed);
    return tr("%1 of %2 requests failed it (%3)").arg(failed).arg(requests).arg(perRun.join(QStringLiteral(", ")));
}

QList<CheckResult> checkResults(const QList<RunSummary> &runs)
{
    QList<CheckResult> results;
    // A mix's checks belong to its endpoints: each endpoint's figures count its own.
    QList<const RunSummary *> subjects;
    for (const RunSummary &run : runs) {
        if (run.endpoints.isEmpty())
            subjects.append(&run);
        for (const RunSummary &part : run.endpoints)
            subjects.append(&part);
    }
    for (const RunSummary *subject : std::as_const(subjects)) {
        const RunSummary &run = *subject;
        const QStringList &checks = run.info.checks;
        for (qsizetype i = 0; i < checks.size(); ++i) {
            auto result = std::find_if(results.begin(), results.end(), [&](const CheckResult &r) {
                return r.endpoint == run.info.endpointName && r.check == checks[i];
            });
            if (result == results.end()) {
                results.append(CheckResult{run.info.endpointName, checks[i], 0, 0, {}});
                result = results.end() - 1;
            }
            const std::int64_t failed = run.counts.checkFailures.value(i);
            result->requests += run.counts.requests;
            result->failed += failed;
            if (failed > 0)
                result->runs.append({run.info.index, failed});
        }
    }
    return results;
}

} // namespace cp
