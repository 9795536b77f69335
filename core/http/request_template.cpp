#include "http/request_template.h"

#include <QRandomGenerator>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstring>

namespace cp {

namespace {

constexpr qsizetype MaxDigits = 20; // of a 64-bit number

// RFC 9110 §5.6.2: a token is one or more of these.
bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum && !QByteArrayView("!#$%&'*+-.^_`|~").contains(c))
            return false;
    }
    return true;
}

// RFC 9110 §5.5: a field value holds visible characters, spaces and tabs, and
// bytes above 0x7F; any other control character (CR and LF above all) is refused.
bool isFieldValue(QByteArrayView text)
{
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte < 0x20 && byte != '\t') || byte == 0x7F)
            return false;
    }
    return true;
}

// Shown in messages: what the user wrote, control characters made visible.
QString shown(QByteArrayView text)
{
    constexpr qsizetype MaxShown = 60;
    QString out;
    for (const char c : text.first(qMin(text.size(), MaxShown))) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\r')
            out += QLatin1String("\\r");
        else if (c == '\n')
            out += QLatin1String("\\n");
        else if (byte < 0x20 || byte == 0x7F)
            out += QStringLiteral("\\x%1").arg(byte, 2, 16, QLatin1Char('0'));
        else
            out += QLatin1Char(c);
    }
    if (text.size() > MaxShown)
        out += QStringLiteral("…");
    return out;
}

// The columns the {{data.C}} placeholders in `text` name.
QList<QByteArrayView> dataColumnsIn(QByteArrayView text)
{
    QList<QByteArrayView> columns;
    for (qsizetype open = text.indexOf("{{data."); open >= 0; open = text.indexOf("{{data.", open + 2)) {
        const qsizetype close = text.indexOf("}}", open + 7);
        if (close < 0)
            break;
        columns.append(text.sliced(open + 7, close - open - 7));
    }
    return columns;
}

bool methodHasBody(const QByteArray &method)
{
    return method == "POST" || method == "PUT" || method == "PATCH";
}

bool hasHeader(const RequestSpec &spec, QByteArrayView name)
{
    for (const auto &header : spec.headers) {
        if (header.first.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QByteArray hostHeaderValue(const QUrl &url)
{
    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']';
    const int defaultPort = url.scheme() == QLatin1StringView("https") ? 443 : 80;
    if (url.port() != -1 && url.port() != defaultPort)
        host += ':' + QByteArray::number(url.port());
    return host;
}

char *writeNumber(char *out, std::uint64_t value)
{
    return std::to_chars(out, out + MaxDigits, value).ptr;
}

// `value` with every byte but RFC 3986's unreserved ones as %XX, as QByteArray::toPercentEncoding writes it.
char *percentEncode(QByteArrayView value, char *out)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    for (const char c : value) {
        const auto byte = static_cast<unsigned char>(c);
        const bool alphanumeric =
            (byte >= '0' && byte <= '9') || (byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z');
        if (alphanumeric || c == '-' || c == '.' || c == '_' || c == '~') {
            *out++ = c;
        } else {
            *out++ = '%';
            *out++ = hex[byte >> 4];
            *out++ = hex[byte & 0xF];
        }
    }
    return out;
}

} // namespace

RequestTemplate::RequestTemplate(const RequestSpec &spec, std::uint64_t randomSeed, const QList<QByteArray> &captured)
    : m_data(spec.data)
    , m_capturedNames(captured)
    , m_rng(randomSeed != 0 ? randomSeed : QRandomGenerator::global()->generate64() | 1u)
    , m_head(spec.method == "HEAD")
{
    const bool defaultBody = spec.bodyTemplate.isEmpty() && spec.method == "POST";
    m_bodyTemplateText = defaultBody ? defaultPostBody() : spec.bodyTemplate;
    m_hasBody = !m_bodyTemplateText.isEmpty() || methodHasBody(spec.method);
    const int msgLength = qMax(0, spec.msgLength);

    QByteArray target = spec.url.path(QUrl::FullyEncoded).toLatin1();
    if (target.isEmpty())
        target = "/";
    if (spec.url.hasQuery())
        target += '?' + spec.url.query(QUrl::FullyEncoded).toLatin1();

    // Placeholders in the URL keep their braces percent-encoded (requestUrlFromText).
    target.replace("%7B%7B", "{{").replace("%7D%7D", "}}");
    parse(QByteArray(spec.method + ' ' + target + " HTTP/1.1\r\n"), m_headParts, msgLength, Where::Url);
    for (const Part &part : m_headParts)
        m_urlPlaceholders = m_urlPlaceholders || part.kind != Kind::Literal;

    QByteArray head;
    if (!hasHeader(spec, "Host"))
        head += "Host: " + hostHeaderValue(spec.url) + "\r\n";
    if (!hasHeader(spec, "User-Agent"))
        head += "User-Agent: containerperf/" CONTAINERPERF_VERSION "\r\n";
    if (defaultBody && !hasHeader(spec, "Content-Type"))
        head += "Content-Type: " + defaultPostContentType() + "\r\n";
    for (const auto &header : spec.headers) {
        // The length is ours to state: the body's size changes with its placeholders.
        if (header.first.compare("Content-Length", Qt::CaseInsensitive) == 0)
            continue;
        head += header.first + ": " + header.second + "\r\n";
    }
    head += m_hasBody ? QByteArrayView("Content-Length: ") : QByteArrayView("\r\n");

    parse(head, m_headParts, msgLength, Where::Text);
    parse(m_bodyTemplateText, m_bodyParts, msgLength, Where::Text);

    bool placeholderFree = true;
    for (const auto *parts : {&m_headParts, &m_bodyParts}) {
        for (const auto &part : *parts)
            placeholderFree = placeholderFree && part.kind == Kind::Literal;
    }
    const qsizetype bodyBytes = maxLength(m_bodyParts);
    const qsizetype headBytes = maxLength(m_headParts) + MaxDigits + 4;
    if (bodyBytes + headBytes > MaxRequestBytes) {
        m_tooLarge = true;
        m_static = true;
        return;
    }
    m_bodyBuffer.resize(bodyBytes);
    m_buffer.resize(headBytes + bodyBytes);
    if (placeholderFree) {
        // The bytes are final now: render() just hands them out.
        m_buffer.truncate(render(0).size());
        m_static = true;
    }
}

void RequestTemplate::appendLiteral(Parts &parts, QByteArrayView text)
{
    if (text.isEmpty())
        return;
    if (!parts.isEmpty() && parts.last().kind == Kind::Literal
        && parts.last().offset + parts.last().length == m_literals.size()) {
        parts.last().length += text.size();
    } else {
        parts.append({Kind::Literal, m_literals.size(), text.size()});
    }
    m_literals.append(text);
}

void RequestTemplate::parse(QByteArrayView text, Parts &parts, int msgLength, Where where)
{
    qsizetype pos = 0;
    while (pos < text.size()) {
        const qsizetype open = text.indexOf("{{", pos);
        const qsizetype close = open < 0 ? -1 : text.indexOf("}}", open + 2);
        if (close < 0) {
            appendLiteral(parts, text.sliced(pos));
            return;
        }
        appendLiteral(parts, text.sliced(pos, open - pos));
        const QByteArrayView written = text.sliced(open + 2, close - open - 2);
        const QByteArray name =
            where == Where::Url ? QByteArray::fromPercentEncoding(written.toByteArray()) : written.toByteArray();
        bool known = true;
        if (name == "msg") {
            parts.append({Kind::Random, 0, msgLength});
        } else if (name == "seq") {
            parts.append({Kind::Seq, 0, 0});
        } else if (name == "uuid") {
            parts.append({Kind::Uuid, 0, 0});
        } else if (name == "timestamp") {
            parts.append({Kind::Timestamp, 0, 0});
        } else if (name.startsWith("data.")) {
            // The data file decides; problems() names a column it lacks.
            const int column = m_data.column(name.sliced(5));
            if (column < 0) {
                if (!m_unknownColumns.contains(name.sliced(5)))
                    m_unknownColumns.append(name.sliced(5));
            } else if (where == Where::Url) {
                parts.append({Kind::UrlData, urlColumn(column), 0});
            } else {
                parts.append({Kind::Data, column, 0});
            }
        } else if (name.startsWith("captured.")) {
            const qsizetype slot = m_capturedNames.indexOf(name.sliced(9));
            if (slot < 0) {
                if (!m_unknownCaptures.contains(name.sliced(9)))
                    m_unknownCaptures.append(name.sliced(9));
            } else {
                parts.append({where == Where::Url ? Kind::UrlCaptured : Kind::Captured, slot, 0});
            }
        } else if (name.startsWith("random:")) {
            bool ok = false;
            const qsizetype count = name.sliced(7).toLongLong(&ok);
            known = ok && count >= 0;
            if (known)
                parts.append({Kind::Random, 0, count});
        } else {
            known = false;
        }
        // An unknown placeholder is sent as written: it may be the service's own syntax.
        // In the URL it stays percent-encoded: a request target holds no braces.
        if (!known && where == Where::Url)
            appendLiteral(parts, QByteArray("%7B%7B" + written.toByteArray() + "%7D%7D"));
        else if (!known)
            appendLiteral(parts, text.sliced(open, close + 2 - open));
        pos = close + 2;
    }
}

qsizetype RequestTemplate::urlColumn(int column)
{
    for (qsizetype i = 0; i < m_urlData.size(); ++i) {
        if (m_urlData[i].column == column)
            return i;
    }
    // Percent-encoded once, here: a value may hold what a URL may not (a space, a
    // slash, a ?), and is sent as that one value.
    UrlColumn encoded;
    encoded.column = column;
    encoded.values.reserve(m_data.rowCount());
    for (qsizetype row = 0; row < m_data.rowCount(); ++row) {
        encoded.values.append(m_data.value(std::uint64_t(row), column).toByteArray().toPercentEncoding());
        encoded.longest = std::max(encoded.longest, encoded.values.last().size());
    }
    m_urlData.append(encoded);
    return m_urlData.size() - 1;
}

qsizetype RequestTemplate::maxLength(const Parts &parts) const
{
    // Saturates just above the limit: {{random:N}} may ask for any 63-bit N.
    qsizetype total = 0;
    for (const auto &part : parts) {
        qsizetype length = 0;
        switch (part.kind) {
        case Kind::Literal:
        case Kind::Random:
            length = part.length;
            break;
        case Kind::Seq:
        case Kind::Timestamp:
            length = MaxDigits;
            break;
        case Kind::Uuid:
            length = 36;
            break;
        case Kind::Data:
            length = m_data.longest(int(part.offset));
            break;
        case Kind::UrlData:
            length = m_urlData[part.offset].longest;
            break;
        case Kind::Captured:
            length = Capture::MaxValueBytes;
            break;
        case Kind::UrlCaptured:
            length = 3 * Capture::MaxValueBytes; // every byte percent-encoded
            break;
        }
        total = qMin(total + qMin(length, MaxRequestBytes + 1), MaxRequestBytes + 1);
    }
    return total;
}

QStringList RequestTemplate::problems(const RequestSpec &spec, const QList<QByteArray> &captured)
{
    QStringList problems;
    if (!isToken(spec.method))
        problems
            << tr("the method '%1' is not an HTTP token (letters, digits and !#$%&'*+-.^_`|~)").arg(shown(spec.method));
    for (const auto &[name, value] : spec.headers) {
        if (!isToken(name))
            problems << tr("the header name '%1' is not an HTTP token (letters, digits and !#$%&'*+-.^_`|~)")
                            .arg(shown(name));
        else if (!isFieldValue(value))
            problems << tr("the value of header '%1' holds a control character ('%2'): a line break would "
                           "start another header or request")
                            .arg(QString::fromLatin1(name), shown(value));
    }
    const RequestTemplate rendered(spec, 0, captured);
    for (const QByteArray &name : rendered.m_unknownCaptures) {
        problems << tr("the placeholder {{captured.%1}} takes a value no earlier request of its sequence captures: "
                       "capture it in one before, e.g. %1 = json /%1")
                        .arg(QString::fromUtf8(name));
    }
    for (const QByteArray &column : rendered.m_unknownColumns) {
        problems << (spec.data.isEmpty()
                         ? tr("the placeholder {{data.%1}} needs a data file: give one, or remove the placeholder")
                               .arg(QString::fromUtf8(column))
                         : tr("the placeholder {{data.%1}} names no column of the data file %2 (its columns: %3)")
                               .arg(QString::fromUtf8(column), spec.data.path(), spec.data.columnList()));
    }
    for (const auto &[name, value] : spec.headers) {
        for (const QByteArrayView column : dataColumnsIn(value)) {
            const int index = spec.data.column(column);
            for (qsizetype row = 0; index >= 0 && row < spec.data.rowCount(); ++row) {
                if (isFieldValue(spec.data.value(std::uint64_t(row), index)))
                    continue;
                problems << tr("the value of header '%1' takes column %2 of the data file %3, whose row %4 holds a "
                               "control character ('%5'): a line break would start another header or request")
                                .arg(QString::fromLatin1(name), QString::fromUtf8(column), spec.data.path())
                                .arg(row + 1)
                                .arg(shown(spec.data.value(std::uint64_t(row), index)));
                break;
            }
        }
    }
    if (problems.isEmpty() && rendered.isTooLarge()) {
        RequestSpec bodyOnly = spec;
        bodyOnly.headers.clear();
        const QString where = RequestTemplate(bodyOnly).isTooLarge()
            ? tr("the body template '%1'").arg(shown(spec.bodyTemplate))
            : tr("the header values");
        problems << tr("%1 asks for more than %2 bytes a request: make its {{random:N}} placeholders smaller")
                        .arg(where)
                        .arg(MaxRequestBytes);
    }
    return problems;
}

QByteArrayView RequestTemplate::render(std::uint64_t seq, const QList<QByteArray> *captured)
{
    if (m_static)
        return m_buffer;
    m_captured = captured;

    const std::int64_t epochMs =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    char *body = m_bodyBuffer.data();
    char *bodyEnd = body;
    renderParts(m_bodyParts, seq, epochMs, bodyEnd);
    m_lastBodyLength = bodyEnd - body;

    char *begin = m_buffer.data();
    char *out = begin;
    renderParts(m_headParts, seq, epochMs, out);
    if (m_hasBody) {
        out = writeNumber(out, std::uint64_t(m_lastBodyLength));
        std::memcpy(out, "\r\n\r\n", 4);
        out += 4;
        std::memcpy(out, body, std::size_t(m_lastBodyLength));
        out += m_lastBodyLength;
    }
    return QByteArrayView(begin, out - begin);
}

void RequestTemplate::renderParts(const Parts &parts, std::uint64_t seq, std::int64_t epochMs, char *&out)
{
    for (const auto &part : parts) {
        switch (part.kind) {
        case Kind::Literal:
            std::memcpy(out, m_literals.constData() + part.offset, std::size_t(part.length));
            out += part.length;
            break;
        case Kind::Random:
            randomLetters(out, part.length);
            out += part.length;
            break;
        case Kind::Seq:
            out = writeNumber(out, seq);
            break;
        case Kind::Timestamp:
            out = writeNumber(out, std::uint64_t(epochMs));
            break;
        case Kind::Uuid:
            uuid(out);
            out += 36;
            break;
        case Kind::Data:
        case Kind::UrlData: {
            const std::uint64_t row = seq / m_idStride;
            const QByteArrayView value = part.kind == Kind::Data
                ? m_data.value(row, int(part.offset))
                : QByteArrayView(m_urlData[part.offset].values[qsizetype(row % std::uint64_t(m_data.rowCount()))]);
            // An empty value may have no bytes at all (a null pointer memcpy must not see).
            if (!value.isEmpty())
                std::memcpy(out, value.data(), std::size_t(value.size()));
            out += value.size();
            break;
        }
        case Kind::Captured:
        case Kind::UrlCaptured: {
            const bool known = m_captured && part.offset < m_captured->size();
            const QByteArrayView value = known ? QByteArrayView(m_captured->at(part.offset)) : QByteArrayView();
            const qsizetype length = std::min(value.size(), Capture::MaxValueBytes);
            if (part.kind == Kind::UrlCaptured) {
                out = percentEncode(value.first(length), out);
            } else if (length > 0) {
                std::memcpy(out, value.data(), std::size_t(length));
                out += length;
            }
            break;
        }
        }
    }
}

std::uint64_t RequestTemplate::nextRandom()
{
    // splitmix64: fast, and good enough for filler text and request ids.
    std::uint64_t z = (m_rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void RequestTemplate::randomLetters(char *out, qsizetype count)
{
    while (count > 0) {
        // 13 base-26 digits fit in 64 bits; the bias of the last one is negligible.
        std::uint64_t r = nextRandom();
        for (int i = 0; i < 13 && count > 0; ++i, --count) {
            *out++ = char('a' + r % 26);
            r /= 26;
        }
    }
}

void RequestTemplate::uuid(char *out)
{
    static constexpr char hex[] = "0123456789abcdef";
    std::uint8_t bytes[16];
    const std::uint64_t a = nextRandom();
    const std::uint64_t b = nextRandom();
    std::memcpy(bytes, &a, 8);
    std::memcpy(bytes + 8, &b, 8);
    bytes[6] = std::uint8_t((bytes[6] & 0x0F) | 0x40); // version 4
    bytes[8] = std::uint8_t((bytes[8] & 0x3F) | 0x80); // RFC 4122 variant
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            *out++ = '-';
        *out++ = hex[bytes[i] >> 4];
        *out++ = hex[bytes[i] & 0x0F];
    }
}

} // namespace cp
