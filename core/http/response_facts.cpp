#include "http/response_facts.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp {

namespace {

// Lengths first: most names differ in length, and this runs for every header of every response.
bool isHeader(QByteArrayView name, QByteArrayView wanted)
{
    return name.size() == wanted.size() && name.compare(wanted, Qt::CaseInsensitive) == 0;
}

std::optional<double> toNumber(QByteArrayView text)
{
    text = text.trimmed();
    if (text.size() >= 2 && text.front() == '"' && text.back() == '"')
        text = text.sliced(1, text.size() - 2);
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<double> jsonSeconds(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toDouble();
    // SeBS's Python wrappers send strftime('%s.%f') strings.
    if (value.isString())
        return toNumber(value.toString().toLatin1());
    return std::nullopt;
}

std::int32_t clampUs(std::int64_t us)
{
    return us < 0                                       ? -1
        : us > std::numeric_limits<std::int32_t>::max() ? std::numeric_limits<std::int32_t>::max()
                                                        : std::int32_t(us);
}

// A non-negative duration in whole µs; nullopt beyond what 64 bits hold, which no
// server measures and which, converted, would be undefined behaviour rather than a number.
std::optional<std::int64_t> wholeUs(double us)
{
    const double rounded = std::round(us);
    if (!(rounded >= 0 && rounded < 0x1p63))
        return std::nullopt;
    return std::int64_t(rounded);
}

} // namespace

ServerTiming parseServerTiming(QByteArrayView headerValue)
{
    // metric;dur=1.5;desc="a, b", metric2;dur=3 — commas and semicolons
    // inside quoted strings are text, not separators.
    ServerTiming timing;
    qsizetype start = 0;
    bool quoted = false;
    bool metricStarts = true; // the next parameter is a metric's name
    QByteArrayView metric;
    for (qsizetype i = 0; i <= headerValue.size(); ++i) {
        const bool end = i == headerValue.size();
        const char c = end ? ',' : headerValue[i];
        if (c == '"')
            quoted = !quoted;
        if (!end && (quoted || (c != ';' && c != ',')))
            continue;
        const QByteArrayView param = headerValue.sliced(start, i - start).trimmed();
        start = i + 1;
        if (metricStarts)
            metric = param;
        metricStarts = c == ',';
        const qsizetype eq = param.indexOf('=');
        if (eq < 0 || param.first(eq).trimmed().compare("dur", Qt::CaseInsensitive) != 0)
            continue;
        if (const auto ms = toNumber(param.sliced(eq + 1)); ms && *ms >= 0) {
            timing.sumMs = timing.sumMs.value_or(0) + *ms;
            if (metric.compare("total", Qt::CaseInsensitive) == 0)
                timing.totalMs = *ms;
        }
    }
    return timing;
}

SebsResponse parseSebsResponse(QByteArrayView json)
{
    SebsResponse result;
    const QJsonDocument document = QJsonDocument::fromJson(json.toByteArray());
    if (!document.isObject())
        return result;
    const QJsonObject object = document.object();
    const auto begin = jsonSeconds(object.value(QLatin1StringView("begin")));
    const auto end = jsonSeconds(object.value(QLatin1StringView("end")));
    if (begin && end && *end >= *begin)
        result.durationUs = wholeUs((*end - *begin) * 1e6);
    const QJsonValue cold = object.value(QLatin1StringView("is_cold"));
    if (cold.isBool())
        result.cold = cold.toBool();
    return result;
}

void ResponseFacts::reset(const QList<ResponseCheck> *checks, const QList<Capture> *captures)
{
    // resize, not clear: the buffer's memory is reused by the next response. Not
    // on a body never kept: resizing an empty array allocates.
    if (!m_body.isEmpty())
        m_body.resize(0);
    m_bodyBytes = 0;
    m_headersSeen = 0;
    m_serverTimingMs.reset();
    m_serverTimingTotalMs.reset();
    m_coldHeader = Coldness::Unknown;
    m_coldness = Coldness::Unknown;
    m_serverUs = -1;
    m_jsonType = false;
    m_jsonBody = false;
    m_checks = checks != nullptr && !checks->isEmpty() ? checks : nullptr;
    const auto any = [this](auto test) {
        return m_checks != nullptr && std::any_of(m_checks->cbegin(), m_checks->cend(), test);
    };
    m_checksReadBody = any([](const ResponseCheck &c) { return c.needsBody(); });
    m_statusChecked = any([](const ResponseCheck &c) { return c.kind == ResponseCheck::Kind::Status; });
    m_keepLimit = 0;
    m_captures = captures != nullptr && !captures->isEmpty() ? captures : nullptr;
    m_captured = 0;
    if (m_captures || !m_capturedValues.isEmpty())
        m_capturedValues.fill(QByteArray(), m_captures ? m_captures->size() : 0);
    m_capturesReadBody = m_captures && std::any_of(m_captures->cbegin(), m_captures->cend(), [](const Capture &c) {
                             return c.from == Capture::From::Json;
                         });
}

void ResponseFacts::capture(qsizetype index, QByteArrayView value)
{
    // A value a later request cannot carry as it is is no value: its capture fails, visibly.
    if (!isCapturableValue(value))
        return;
    m_capturedValues[index] = value.toByteArray();
    m_captured |= std::uint64_t(1) << index;
}

void ResponseFacts::captureFromJson()
{
    const QJsonDocument document = QJsonDocument::fromJson(m_body);
    if (document.isNull() || std::uint64_t(m_body.size()) != m_bodyBytes)
        return;
    const QJsonValue root = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
    for (qsizetype i = 0; i < m_captures->size(); ++i) {
        const Capture &c = m_captures->at(i);
        if (c.from != Capture::From::Json)
            continue;
        const auto value = resolveJsonPointer(root, c.pointer);
        if (!value || value->isNull() || value->isUndefined())
            continue;
        // Text as the text itself; any other value as its JSON.
        if (value->isString()) {
            capture(i, value->toString().toUtf8());
        } else {
            const QByteArray wrapped = QJsonDocument(QJsonArray{*value}).toJson(QJsonDocument::Compact);
            capture(i, QByteArrayView(wrapped).sliced(1, wrapped.size() - 2));
        }
    }
}

void ResponseFacts::onHeader(QByteArrayView name, QByteArrayView value)
{
    if (isHeader(name, "Server-Timing")) {
        // Summed as doubles: however large the figures, the sum cannot overflow (at worst it
        // is infinite); finish() refuses what does not fit in µs.
        const ServerTiming timing = parseServerTiming(value);
        if (timing.sumMs)
            m_serverTimingMs = m_serverTimingMs.value_or(0) + *timing.sumMs;
        if (timing.totalMs)
            m_serverTimingTotalMs = timing.totalMs;
    } else if (isHeader(name, "X-Cold-Start")) {
        const QByteArrayView v = value.trimmed();
        if (v == "1" || v.compare("true", Qt::CaseInsensitive) == 0)
            m_coldHeader = Coldness::Cold;
        else if (v == "0" || v.compare("false", Qt::CaseInsensitive) == 0)
            m_coldHeader = Coldness::Warm;
    } else if (isHeader(name, "Content-Type")) {
        m_jsonType = QLatin1StringView(value).contains(QLatin1StringView("json"), Qt::CaseInsensitive);
    }
    if (m_captures) {
        for (qsizetype i = 0; i < m_captures->size(); ++i) {
            const Capture &c = m_captures->at(i);
            if (c.from == Capture::From::Header && isHeader(name, c.header))
                capture(i, value.trimmed());
        }
    }
    if (m_checks) {
        for (int i = 0; i < m_checks->size(); ++i) {
            const ResponseCheck &check = m_checks->at(i);
            if (check.kind == ResponseCheck::Kind::Header && isHeader(name, check.text8))
                m_headersSeen |= std::uint64_t(1) << i;
        }
    }
}

void ResponseFacts::onBody(QByteArrayView chunk)
{
    if (m_bodyBytes == 0) {
        const QByteArrayView start = chunk.trimmed();
        m_jsonBody = m_jsonType || (!start.isEmpty() && start.front() == '{');
        m_keepLimit = m_checksReadBody || m_capturesReadBody ? ResponseCheck::MaxCheckedBody
            : m_jsonBody                                     ? MaxKeptBody
                                                             : 0;
    }
    m_bodyBytes += std::uint64_t(chunk.size());
    if (m_body.size() < m_keepLimit)
        m_body.append(chunk.first(qMin(chunk.size(), m_keepLimit - m_body.size())));
}

void ResponseFacts::finish()
{
    std::optional<SebsResponse> sebs;
    if (m_jsonBody && !m_body.isEmpty())
        sebs = parseSebsResponse(QByteArrayView(m_body).first(qMin(m_body.size(), MaxKeptBody)));
    if (m_serverTimingMs) {
        // A `total` metric is the whole; the others may be its parts. A sum beyond
        // 64-bit µs is no time: server_us stays empty rather than wrapped
        // (docs/specification.md#server-side-time).
        if (const auto us = wholeUs(m_serverTimingTotalMs.value_or(*m_serverTimingMs) * 1000.0))
            m_serverUs = clampUs(*us);
    } else if (sebs && sebs->durationUs) {
        m_serverUs = clampUs(*sebs->durationUs);
    }
    if (sebs && sebs->cold)
        m_coldness = *sebs->cold ? Coldness::Cold : Coldness::Warm;
    else
        m_coldness = m_coldHeader;
    if (m_capturesReadBody && !m_body.isEmpty())
        captureFromJson();
}

ResponseFacts::Verdict ResponseFacts::judge(int status, ErrorClass error) const
{
    // Without a status check, an error status stays an http error whatever its body says.
    if (error == ErrorClass::Http && !m_statusChecked)
        return {error, 0};
    const int checks = m_checks ? int(m_checks->size()) : 0;
    if (m_checks) {
        CheckedResponse response;
        response.status = status;
        response.body = m_body;
        response.bodyWhole = std::uint64_t(m_body.size()) == m_bodyBytes;
        response.bodyBytes = m_bodyBytes;
        response.headersSeen = m_headersSeen;
        for (int i = 0; i < checks; ++i) {
            if (!m_checks->at(i).holds(response, i))
                return {ErrorClass::Check, std::uint8_t(i + 1)};
        }
    }
    for (int i = 0; m_captures && i < m_captures->size(); ++i) {
        if (!(m_captured & (std::uint64_t(1) << i)))
            return {ErrorClass::Check, std::uint8_t(checks + i + 1)};
    }
    return {ErrorClass::Ok, 0};
}

} // namespace cp
