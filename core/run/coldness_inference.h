#pragma once

#include "model/run_info.h"

#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>

namespace cp {

// docs/specification.md#cold-start-detection for responses that say nothing about coldness: a request is cold
// when it was sent (due: retries while booting count from the first try)
// before its container had answered anything since it last started. Also tells which (container, generation) served each sample; the
// generation counts the starts seen since the experiment began.
//
// Only an endpoint bound to exactly one container can be attributed: with
// several behind it the serving one is unknown and samples stay unattributed.
class ColdnessInference
{
public:
    enum class Source : std::uint8_t { Initial, ContainerPerf, DockerEvent };

    // A start of `container` at `startNs` (epoch ns): a restart ContainerPerf made,
    // or a Docker `start` event. A restart of ours and a Docker event closer than
    // MergeWindowNs are the same start reported twice; two restarts of ours are
    // always two starts, however close.
    void containerStarted(const QString &container, std::int64_t startNs, Source source);
    // The start the container had before the experiment (inspect's State.StartedAt);
    // generation 0.
    void setInitialStart(const QString &container, std::int64_t startNs);

    int generation(const QString &container) const;

    // Fills in servedBy (adding entries to info.servedBy) and, where the response
    // left it Unknown, coldness. Samples of `container` only.
    void apply(const QString &container, SampleBatch &batch, RunInfo &info);

    static constexpr std::int64_t MergeWindowNs = 2'000'000'000;

private:
    struct Start
    {
        std::int64_t startNs = 0;
        std::int64_t firstAnswerNs = 0; // 0: nothing answered yet
        Source source = Source::Initial;
        bool merged = false; // seen both as our restart and as a Docker event
    };
    struct History
    {
        QList<Start> starts; // in time order; index = generation
    };

    static int generationAt(const History &history, std::int64_t sentNs);
    static std::uint16_t servedByIndex(RunInfo &info, const QString &container, int generation);

    QHash<QString, History> m_containers;
};

} // namespace cp
