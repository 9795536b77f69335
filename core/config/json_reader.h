#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <chrono>
#include <optional>

namespace cp {

// Reads one JSON object strictly: every key it does not know, every value of the
// wrong type and every value out of range becomes an error naming its path
// ("endpoints[0].timout: unknown key"), so typos never pass silently
// (docs/experiment-format.md#invalid-experiment-files).
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(cp::JsonReader)
public:
    JsonReader(const QJsonObject &object, QString path, QStringList &errors);

    // Reports the keys outside `known` (and marks them as read).
    void rejectUnknown(const QList<QLatin1StringView> &known);
    bool has(QLatin1StringView key) const { return m_object.contains(key); }
    bool isNull(QLatin1StringView key) const { return m_object.value(key).isNull(); }
    QString pathOf(QLatin1StringView key) const;
    QString pathOf(QLatin1StringView key, qsizetype index) const;
    void error(const QString &path, const QString &message);

    std::optional<QString> string(QLatin1StringView key);
    std::optional<bool> boolean(QLatin1StringView key);
    // A number within [minimum, maximum]; `integral` refuses fractions.
    std::optional<double> number(QLatin1StringView key, double minimum, double maximum, bool integral = false);
    std::optional<std::chrono::nanoseconds> seconds(QLatin1StringView key, double minimum = 0);
    std::optional<QJsonArray> array(QLatin1StringView key);
    std::optional<QJsonObject> object(QLatin1StringView key);
    std::optional<QStringList> strings(QLatin1StringView key);
    std::optional<QList<double>> numbers(QLatin1StringView key, double minimum, double maximum, bool integral,
                                         const QString &unit = {});

private:
    // Whether `value` is of `type`; if not, reports `mismatch` (%1: the type found) at `path`.
    bool hasType(const QJsonValue &value, QJsonValue::Type type, const QString &path, const QString &mismatch);
    // Whether `number` is whole where `integral` asks for it and within [minimum, maximum];
    // if not, reports why at `path`.
    bool isAllowed(double number, const QString &path, double minimum, double maximum, bool integral,
                   const QString &unit);
    // The value at `key`; nullopt when it is missing or, as hasType() reports, not of `type`.
    std::optional<QJsonValue> valueOf(QLatin1StringView key, QJsonValue::Type type, const QString &mismatch);

    QJsonObject m_object;
    QString m_path;
    QStringList &m_errors;
};

} // namespace cp
