#include "run/limits_restorer.h"

#include "run/container_control.h"
#include "run/original_limits.h"

#include <QDir>
#include <QFileInfo>

namespace cp {

namespace {

QString bytes(std::int64_t value)
{
    // 0 is "unlimited" for memory, -1 too for swap (docs/experiment-format.md#the-original-limits-file).
    return value <= 0 ? LimitsRestorer::tr("unlimited") : LimitsRestorer::tr("%1 bytes").arg(value);
}

QString describe(const ContainerState &c)
{
    return LimitsRestorer::tr("memory %1, memory-swap %2, CPUs %3")
        .arg(bytes(c.originalMemoryBytes), bytes(c.originalMemorySwapBytes),
             c.originalNanoCpus == 0 ? LimitsRestorer::tr("unlimited")
                                     : QString::number(double(c.originalNanoCpus) / 1e9));
}

} // namespace

LimitsRestorer::LimitsRestorer(QObject *parent)
    : QObject(parent)
{ }

LimitsRestorer::~LimitsRestorer() = default;

void LimitsRestorer::restore(const QString &directory, Done done)
{
    if (!QFileInfo(directory).isDir()) {
        done({Status::Unreadable, {tr("%1 is not a directory: give the results directory of the run").arg(directory)}});
        return;
    }
    const QString path = QDir(directory).filePath(OriginalLimits::FileName);
    if (!QFileInfo::exists(path)) {
        done({Status::NothingRecorded,
              {tr("nothing to restore: %1 holds no %2, so its run set the limits back itself or changed none")
                   .arg(directory, OriginalLimits::FileName)}});
        return;
    }
    QString error;
    const std::optional<OriginalLimits> recorded = OriginalLimits::read(path, &error);
    if (!recorded) {
        done({Status::Unreadable, {error}});
        return;
    }
    QStringList names;
    for (const ContainerState &c : recorded->containers)
        names << c.name;
    m_control = std::make_unique<ContainerControl>();
    m_control->setOriginalsFile(path);
    // By name: a container the cold-start method `recreate` replaced has a new id but the same name.
    m_control->prepare(
        recorded->dockerHost, names, ContainerControl::Require::Existence,
        [this, containers = recorded->containers, done](const QString &prepareError) {
            if (!prepareError.isEmpty()) {
                done({m_control->daemonUnreachable() ? Status::DaemonUnreachable : Status::Failed, {prepareError}});
                return;
            }
            QStringList lines;
            for (qsizetype i = 0; i < containers.size(); ++i) {
                ContainerState &c = m_control->containers()[i];
                c.originalMemoryBytes = containers[i].originalMemoryBytes;
                c.originalMemorySwapBytes = containers[i].originalMemorySwapBytes;
                c.originalNanoCpus = containers[i].originalNanoCpus;
                lines << (c.limitsChanged() ? tr("restored '%1': %2") : tr("'%1' already had %2"))
                             .arg(c.name, describe(c));
            }
            m_control->restoreLimits([done, lines](const QStringList &problems) {
                done(problems.isEmpty() ? Result{Status::Restored, lines} : Result{Status::Failed, problems});
            });
        });
}

} // namespace cp
