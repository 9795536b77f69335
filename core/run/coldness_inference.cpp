#include "run/coldness_inference.h"

#include <limits>

namespace cp {

namespace {
// An answer is any complete HTTP response, error statuses included.
bool answered(const Sample &sample)
{
    return sample.error == ErrorClass::Ok || sample.error == ErrorClass::Http;
}

std::int64_t completedNs(const Sample &sample)
{
    return sample.sentNs + std::int64_t(sample.totalUs) * 1000;
}
} // namespace

void ColdnessInference::setInitialStart(const QString &container, std::int64_t startNs)
{
    History &history = m_containers[container];
    history.starts.clear();
    history.starts.append(Start{startNs, 0, Source::Initial, false});
}

void ColdnessInference::containerStarted(const QString &container, std::int64_t startNs, Source source)
{
    History &history = m_containers[container];
    // The other report of the same start is among the last few, whichever came first.
    for (qsizetype i = history.starts.size() - 1; i >= 1 && i >= history.starts.size() - 3; --i) {
        Start &known = history.starts[i];
        const bool close = startNs > known.startNs - MergeWindowNs && startNs < known.startNs + MergeWindowNs;
        const bool otherSource = (known.source == Source::ContainerPerf && source == Source::DockerEvent)
            || (known.source == Source::DockerEvent && source == Source::ContainerPerf);
        if (close && otherSource && !known.merged) {
            known.merged = true;
            return;
        }
    }
    history.starts.append(Start{startNs, 0, source, false});
}

int ColdnessInference::generation(const QString &container) const
{
    const auto it = m_containers.constFind(container);
    return it == m_containers.cend() ? 0 : qMax(0, int(it->starts.size()) - 1);
}

int ColdnessInference::generationAt(const History &history, std::int64_t sentNs)
{
    int generation = 0;
    for (int i = 1; i < history.starts.size(); ++i) {
        if (history.starts[i].startNs <= sentNs)
            generation = i;
    }
    return generation;
}

std::uint16_t ColdnessInference::servedByIndex(RunInfo &info, const QString &container, int generation)
{
    for (qsizetype i = 0; i < info.servedBy.size(); ++i) {
        if (info.servedBy[i].generation == generation && info.servedBy[i].container == container)
            return std::uint16_t(i);
    }
    if (info.servedBy.size() >= Sample::NotServed)
        return Sample::NotServed;
    info.servedBy.append(ServedBy{container, generation});
    return std::uint16_t(info.servedBy.size() - 1);
}

void ColdnessInference::apply(const QString &container, SampleBatch &batch, RunInfo &info)
{
    History &history = m_containers[container];
    if (history.starts.isEmpty())
        history.starts.append(Start{std::numeric_limits<std::int64_t>::min(), 0, Source::Initial, false});

    // First the earliest answer per generation this batch holds, so that a
    // request sent before it is known cold whatever order the batch has.
    for (const Sample &sample : std::as_const(batch)) {
        if (!answered(sample))
            continue;
        Start &start = history.starts[generationAt(history, sample.sentNs)];
        const std::int64_t done = completedNs(sample);
        if (start.firstAnswerNs == 0 || done < start.firstAnswerNs)
            start.firstAnswerNs = done;
    }
    for (Sample &sample : batch) {
        const int generation = generationAt(history, sample.sentNs);
        sample.servedBy = servedByIndex(info, container, generation);
        if (sample.coldness != Coldness::Unknown)
            continue;
        const Start &start = history.starts[generation];
        // When the request was due, not when its bytes finally went out: a request
        // retried while the container booted was waiting on a cold container.
        const bool cold = start.firstAnswerNs == 0 || sample.intendedNs() < start.firstAnswerNs;
        sample.coldness = cold ? Coldness::Cold : Coldness::Warm;
    }
}

} // namespace cp
