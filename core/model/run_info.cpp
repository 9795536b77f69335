#include "model/run_info.h"

namespace cp {

bool isAccepted(RunType type, const Sample &sample)
{
    if (!sample.ok())
        return false;
    switch (type) {
    case RunType::Warm:
        return sample.coldness != Coldness::Cold;
    case RunType::Cold:
        return sample.coldness == Coldness::Cold;
    default:
        return true;
    }
}

QStringList RunSummary::containers() const
{
    QStringList names;
    if (cost) {
        for (const ContainerCost &c : cost->containers)
            names << c.container;
    }
    for (const ServedBy &s : info.servedBy)
        names << s.container;
    names.removeDuplicates();
    return names;
}

} // namespace cp
