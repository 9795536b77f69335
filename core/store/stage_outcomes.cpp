#include "store/stage_outcomes.h"

#include <algorithm>

namespace cp {

QList<StageOutcome> stageOutcomes(const RunInfo &info, const SampleStore &samples, const EngineReport &engine)
{
    QList<StageOutcome> outcomes;
    if (info.stages.isEmpty() || engine.startNs <= 0)
        return outcomes;
    const LoadProfile profile(0, info.stages);
    struct Window
    {
        std::int64_t fromNs;
        std::int64_t toNs;
        double measured = 0;
    };
    std::vector<Window> windows;
    std::int64_t offset = 0;
    double from = 0;
    for (const LoadStage &stage : info.stages) {
        const std::int64_t duration = stage.duration.count();
        if (duration > 0) {
            StageOutcome outcome;
            outcome.startS = double(offset) / 1e9;
            outcome.durationS = double(duration) / 1e9;
            outcome.targetFrom = from;
            outcome.targetTo = stage.target;
            outcome.planned = (profile.integralTo(offset + duration) - profile.integralTo(offset)) / outcome.durationS;
            outcomes.append(outcome);
            windows.push_back({engine.startNs + offset, engine.startNs + offset + duration});
            offset += duration;
        }
        from = stage.target;
    }
    const bool open = info.point.type == RunType::Rate;
    samples.forEach([&](const Sample &sample) {
        if (open) {
            // A send counts in the stage it left in.
            const auto it = std::upper_bound(windows.begin(), windows.end(), sample.sentNs,
                                             [](std::int64_t t, const Window &w) { return t < w.fromNs; });
            if (it != windows.begin() && sample.sentNs < (it - 1)->toNs)
                (it - 1)->measured += 1;
            return;
        }
        // Its time in flight, shared out among the stages it overlaps.
        const std::int64_t start = sample.sentNs;
        const std::int64_t end = start + std::int64_t(sample.totalUs) * 1000;
        for (Window &w : windows) {
            const std::int64_t overlap = std::min(end, w.toNs) - std::max(start, w.fromNs);
            if (overlap > 0)
                w.measured += double(overlap);
        }
    });
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        const Window &w = windows[std::size_t(i)];
        outcomes[i].achieved = open ? w.measured / outcomes[i].durationS : w.measured / double(w.toNs - w.fromNs);
    }
    return outcomes;
}

} // namespace cp
