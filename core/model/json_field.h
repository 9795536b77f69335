#pragma once

namespace cp {

// A member of a record and the key a results file gives it: a table of these
// writes a record and reads it back, so the two cannot name a figure differently.
template<typename Record, typename Value>
struct JsonField
{
    const char *key;
    Value Record::*member;
};

} // namespace cp
