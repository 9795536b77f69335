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

} // namespace cp
