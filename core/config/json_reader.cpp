#include "config/json_reader.h"

#include "model/translation.h"

#include <array>
#include <cmath>
#include <type_traits>

namespace cp {

namespace {

QString rangeProblem(double value, double minimum, double maximum, const QString &unit)
{
    const auto text = [](double v) { return QString::number(v, 'g', 12); };
    if (value < minimum)
        return tr("%1%2 is below the minimum of %3%2").arg(text(value), unit, text(minimum));
    if (value > maximum)
        return tr("%1%2 is above the maximum of %3%2").arg(text(value), unit, text(maximum));
    return {};
}

QString typeName(const QJsonValue &value)
{
    // In QJsonValue::Type order, from Null to Object; Undefined comes after them.
    const std::array<QString, 6> names = {tr("null"),     tr("a boolean"), tr("a number"),
                                          tr("a string"), tr("an array"),  tr("an object")};
    return value.type() <= QJsonValue::Object ? names[std::size_t(value.type())] : tr("nothing");
}

// `value` as a T, or nothing.
template<typename T>
std::optional<T> converted(const std::optional<QJsonValue> &value)
{
    if (!value)
        return std::nullopt;
    if constexpr (std::is_same_v<T, bool>)
        return value->toBool();
    else if constexpr (std::is_same_v<T, QString>)
        return value->toString();
    else if constexpr (std::is_same_v<T, QJsonArray>)
        return value->toArray();
    else
        return value->toObject();
}
} // namespace

JsonReader::JsonReader(const QJsonObject &object, QString path, QStringList &errors)
    : m_object(object)
    , m_path(std::move(path))
    , m_errors(errors)
{ }

QString JsonReader::pathOf(QLatin1StringView key) const
{
    return m_path.isEmpty() ? QString(key) : m_path + QLatin1Char('.') + key;
}

QString JsonReader::pathOf(QLatin1StringView key, qsizetype index) const
{
    return pathOf(key) + QStringLiteral("[%1]").arg(index);
}

void JsonReader::error(const QString &path, const QString &message)
{
    m_errors.append(QStringLiteral("%1: %2").arg(path, message));
}

void JsonReader::rejectUnknown(const QList<QLatin1StringView> &known)
{
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
        const QString key = it.key();
        if (!known.contains(key))
            error(m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key, tr("unknown key"));
    }
}

bool JsonReader::hasType(const QJsonValue &value, QJsonValue::Type type, const QString &path, const QString &mismatch)
{
    if (value.type() == type)
        return true;
    error(path, mismatch.arg(typeName(value)));
    return false;
}

bool JsonReader::isAllowed(double number, const QString &path, double minimum, double maximum, bool integral,
                           const QString &unit)
{
    if (integral && number != std::floor(number)) {
        error(path, tr("expected a whole number, not %1").arg(number));
        return false;
    }
    if (const QString problem = rangeProblem(number, minimum, maximum, unit); !problem.isEmpty()) {
        error(path, problem);
        return false;
    }
    return true;
}

std::optional<QJsonValue> JsonReader::valueOf(QLatin1StringView key, QJsonValue::Type type, const QString &mismatch)
{
    const QJsonValue value = m_object.value(key);
    if (value.isUndefined() || !hasType(value, type, pathOf(key), mismatch))
        return std::nullopt;
    return value;
}

std::optional<QString> JsonReader::string(QLatin1StringView key)
{
    return converted<QString>(valueOf(key, QJsonValue::String, tr("expected a string, found %1")));
}

std::optional<bool> JsonReader::boolean(QLatin1StringView key)
{
    return converted<bool>(valueOf(key, QJsonValue::Bool, tr("expected true or false, found %1")));
}

std::optional<double> JsonReader::number(QLatin1StringView key, double minimum, double maximum, bool integral)
{
    const auto value = valueOf(key, QJsonValue::Double, tr("expected a number, found %1"));
    if (!value || !isAllowed(value->toDouble(), pathOf(key), minimum, maximum, integral, QString()))
        return std::nullopt;
    return value->toDouble();
}

std::optional<std::chrono::nanoseconds> JsonReader::seconds(QLatin1StringView key, double minimum)
{
    const auto value = number(key, minimum, 1e7);
    if (!value)
        return std::nullopt;
    return std::chrono::nanoseconds(std::llround(*value * 1e9));
}

std::optional<QJsonArray> JsonReader::array(QLatin1StringView key)
{
    return converted<QJsonArray>(valueOf(key, QJsonValue::Array, tr("expected an array, found %1")));
}

std::optional<QJsonObject> JsonReader::object(QLatin1StringView key)
{
    return converted<QJsonObject>(valueOf(key, QJsonValue::Object, tr("expected an object, found %1")));
}

std::optional<QStringList> JsonReader::strings(QLatin1StringView key)
{
    const auto values = array(key);
    if (!values)
        return std::nullopt;
    QStringList result;
    bool ok = true;
    for (qsizetype i = 0; i < values->size(); ++i) {
        const QJsonValue value = values->at(i);
        if (hasType(value, QJsonValue::String, pathOf(key, i), tr("expected a string, found %1")))
            result.append(value.toString());
        else
            ok = false;
    }
    return ok ? std::optional(result) : std::nullopt;
}

std::optional<QList<double>> JsonReader::numbers(QLatin1StringView key, double minimum, double maximum, bool integral,
                                                 const QString &unit)
{
    const auto values = array(key);
    if (!values)
        return std::nullopt;
    QList<double> result;
    bool ok = true;
    for (qsizetype i = 0; i < values->size(); ++i) {
        const QJsonValue value = values->at(i);
        if (hasType(value, QJsonValue::Double, pathOf(key, i), tr("expected a number, found %1"))
            && isAllowed(value.toDouble(), pathOf(key, i), minimum, maximum, integral, unit))
            result.append(value.toDouble());
        else
            ok = false;
    }
    return ok ? std::optional(result) : std::nullopt;
}

} // namespace cp
