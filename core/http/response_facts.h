#pragma once

#include "model/capture.h"
#include "model/response_check.h"
#include "model/sample.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <cstdint>
#include <optional>

namespace cp {

// Server-side time and coldness of one response (docs/specification.md#server-side-time,
// docs/specification.md#cold-start-detection), and whether it passed its endpoint's
// checks (docs/load-testing.md#checks), gathered while the response streams by.
// Bodies of any size are counted; only a prefix of JSON-looking bodies is kept,
// for the SeBS fields, or of every body when a check reads it.
class ResponseFacts
{
public:
    static constexpr qsizetype MaxKeptBody = 64 * 1024;

    // A new response, held to `checks` and giving `captures` (none: nullptr); they must outlive it.
    void reset(const QList<ResponseCheck> *checks, const QList<Capture> *captures = nullptr);
    void onHeader(QByteArrayView name, QByteArrayView value);
    void onBody(QByteArrayView chunk);

    // The response is complete: works out the figures below.
    void finish();

    std::uint64_t bodyBytes() const { return m_bodyBytes; }
    // Server-Timing first, then the SeBS JSON body; -1 when neither says.
    std::int32_t serverUs() const { return m_serverUs; }
    // SeBS JSON `is_cold`, then X-Cold-Start; Unknown when neither says.
    Coldness coldness() const { return m_coldness; }

    // How a complete response ends, given its status and what the engine made of
    // it (ok, or http for a status of 400 or more): a status check decides which
    // statuses are errors; any other failed check makes an ok answer a `check` error,
    // and so does a capture the answer had no value for (its place after the checks).
    struct Verdict
    {
        ErrorClass error = ErrorClass::Ok;
        std::uint8_t check = 0; // Sample::check
    };
    Verdict judge(int status, ErrorClass error) const;

    // After finish(): the value each capture took, in order; empty where it took none.
    const QList<QByteArray> &capturedValues() const { return m_capturedValues; }

private:
    void capture(qsizetype index, QByteArrayView value);
    void captureFromJson();

    const QList<ResponseCheck> *m_checks = nullptr; // none when empty
    const QList<Capture> *m_captures = nullptr;     // none when empty
    QList<QByteArray> m_capturedValues;
    std::uint64_t m_captured = 0; // bit i: capture i took a value
    QByteArray m_body;
    std::uint64_t m_bodyBytes = 0;
    std::uint64_t m_headersSeen = 0; // CheckedResponse::headersSeen
    qsizetype m_keepLimit = 0;
    std::optional<double> m_serverTimingMs;      // the sum over every Server-Timing header
    std::optional<double> m_serverTimingTotalMs; // the `total` metric's, when one says it
    Coldness m_coldHeader = Coldness::Unknown;
    Coldness m_coldness = Coldness::Unknown;
    std::int32_t m_serverUs = -1;
    bool m_jsonType = false;
    bool m_jsonBody = false; // a JSON-looking body, read for SeBS's fields
    bool m_checksReadBody = false;
    bool m_capturesReadBody = false;
    bool m_statusChecked = false;
};

// One Server-Timing header value's durations, in ms (the header's unit): the sum
// of its `dur` parameters and the `total` metric's; each nullopt when it has none.
struct ServerTiming
{
    std::optional<double> sumMs;
    std::optional<double> totalMs;
};
ServerTiming parseServerTiming(QByteArrayView headerValue);

// SeBS's response: `end − begin` (seconds, as numbers or numeric strings) in µs, none when beyond
// 64-bit µs, and `is_cold`.
struct SebsResponse
{
    std::optional<std::int64_t> durationUs;
    std::optional<bool> cold;
};
SebsResponse parseSebsResponse(QByteArrayView json);

} // namespace cp
