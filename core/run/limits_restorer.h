#pragma once

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

namespace cp {

class ContainerControl;

// Sets back the limits a results directory's original-limits.json records (OriginalLimits), for a run that ended
// before it could (docs/specification.md#restoring-limits): finds the containers by name, then restores through
// ContainerControl, which removes the file once every limit is back. `containerperf-cli restore` and the desktop
// application's next start both use it.
class LimitsRestorer : public QObject
{
    Q_OBJECT
public:
    enum class Status {
        Restored,          // every limit is back; the file is gone
        NothingRecorded,   // the directory holds no original-limits.json
        Unreadable,        // no such directory, or the file is not a record of limits
        DaemonUnreachable, // nothing was changed
        Failed,            // a container is missing, or a limit was refused; the file stays
    };
    struct Result
    {
        Status status = Status::Failed;
        QStringList lines; // what was set back, or what went wrong
    };
    using Done = std::function<void(const Result &result)>;

    explicit LimitsRestorer(QObject *parent = nullptr);
    ~LimitsRestorer() override;

    // `done` may be called before restore() returns.
    void restore(const QString &directory, Done done);

private:
    std::unique_ptr<ContainerControl> m_control;
};

} // namespace cp
