#pragma once

#include "run/container_state.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace cp {

// original-limits.json (docs/experiment-format.md#the-original-limits-file): the limits the bound containers had
// before ContainerPerf first changed them. It is written into the results directory before that change and removed
// once every limit is set back, so one that outlives its run (a SIGKILL, a power cut) says which limits are still
// changed: `containerperf-cli restore` and the desktop application's next start set them back from it.
struct OriginalLimits
{
    static constexpr QLatin1StringView FileName{"original-limits.json"};
    static constexpr QLatin1StringView Format{"containerperf-original-limits/1"};

    // The experiment's docker_host; empty: the daemon is found as docs/specification.md#docker-connection says.
    QString dockerHost;
    QString daemon; // the daemon's address when the limits were changed, for the reader
    // Name (as the experiment gave it), id and the original* limits as inspect reported them (0: unlimited).
    QList<ContainerState> containers;

    QByteArray toJson() const;
    static std::optional<OriginalLimits> fromJson(const QByteArray &json, QString *error);

    // Written under a temporary name and renamed: a crash leaves the whole file or none.
    bool write(const QString &path, QString *error) const;
    static std::optional<OriginalLimits> read(const QString &path, QString *error);

    // Whether `directory` holds limits that were changed and never set back.
    static bool unrestoredIn(const QString &directory);

    Q_DECLARE_TR_FUNCTIONS(cp::OriginalLimits)
};

} // namespace cp
