#pragma once

#include "model/run_info.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>

namespace cp {

// One check of one endpoint over every run of it (docs/load-testing.md#checks):
// how many of its requests failed it, and in which runs.
struct CheckResult
{
    struct RunFailures
    {
        int run = 0;
        std::int64_t failed = 0;
    };

    QString endpoint;
    QString check; // as written
    std::int64_t requests = 0;
    std::int64_t failed = 0;
    QList<RunFailures> runs; // the runs that failed it, in order

    bool passed() const { return failed == 0; }
    // "30 of 300 requests failed it (run 0: 30)"; empty when it passed.
    QString failureText() const;

    Q_DECLARE_TR_FUNCTIONS(cp::CheckResult)
};

// Every check of every endpoint that ran, in the order the runs name them.
QList<CheckResult> checkResults(const QList<RunSummary> &runs);

} // namespace cp
