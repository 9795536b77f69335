// CpuTurn: how often a thread gives its CPU back, and the pieces long work is cut
// into (docs/specification.md#the-engines-own-health).
#include "thread/cpu_turn.h"

#include <QTest>

#include <span>
#include <thread>
#include <utility>
#include <vector>

using namespace cp;

namespace {

// Runs `body` on a thread of its own: the turns CpuTurn keeps are per thread.
template<typename Body>
void onFreshThread(Body body)
{
    std::thread thread(body);
    thread.join();
}

// [from, to) of each piece inPieces() hands over.
using Pieces = std::vector<std::pair<std::size_t, std::size_t>>;

Pieces piecesOf(std::size_t count)
{
    const std::vector<int> items(count);
    Pieces pieces;
    CpuTurn::inPieces(std::span<const int>(items), [&](std::span<const int> piece) {
        const auto from = std::size_t(piece.data() - items.data());
        pieces.emplace_back(from, from + piece.size());
    });
    return pieces;
}

} // namespace

class TestCpuTurn : public QObject
{
    Q_OBJECT

private slots:
    void aThreadsFirstCallYields()
    {
        std::int64_t before = -1;
        std::int64_t after = -1;
        onFreshThread([&] {
            before = CpuTurn::yields();
            CpuTurn::yieldIfDue();
            after = CpuTurn::yields();
        });
        QCOMPARE(before, std::int64_t(0));
        QCOMPARE(after, std::int64_t(1));
    }

    void yieldsAtMostOnceAQuantum()
    {
        // However fast the calls come, two yields are at least a quantum apart.
        std::int64_t yields = 0;
        std::chrono::steady_clock::duration elapsed{};
        onFreshThread([&] {
            const auto start = std::chrono::steady_clock::now();
            for (int i = 0; i < 200'000; ++i)
                CpuTurn::yieldIfDue();
            elapsed = std::chrono::steady_clock::now() - start;
            yields = CpuTurn::yields();
        });
        QVERIFY(yields >= 1);
        QVERIFY2(yields <= elapsed / CpuTurn::Quantum + 1,
                 qPrintable(QStringLiteral("%1 yields in %2 µs")
                                .arg(yields)
                                .arg(std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count())));
    }

    void yieldsAgainOnceAQuantumHasPassed()
    {
        std::int64_t first = -1;
        std::int64_t second = -1;
        onFreshThread([&] {
            CpuTurn::yieldIfDue();
            first = CpuTurn::yields();
            std::this_thread::sleep_for(2 * CpuTurn::Quantum);
            CpuTurn::yieldIfDue();
            second = CpuTurn::yields();
        });
        QCOMPARE(second, first + 1);
    }

    void eachThreadKeepsItsOwnTurns()
    {
        CpuTurn::yieldIfDue();
        const std::int64_t here = CpuTurn::yields();
        std::int64_t there = -1;
        onFreshThread([&] { there = CpuTurn::yields(); });
        QCOMPARE(there, std::int64_t(0));
        QCOMPARE(CpuTurn::yields(), here);
    }

    void cutsWorkIntoStrides()
    {
        constexpr std::size_t S = CpuTurn::Stride;
        QCOMPARE(piecesOf(0), Pieces{});
        QCOMPARE(piecesOf(1), (Pieces{{0, 1}}));
        QCOMPARE(piecesOf(S), (Pieces{{0, S}}));
        QCOMPARE(piecesOf(S + 1), (Pieces{{0, S}, {S, S + 1}}));
        QCOMPARE(piecesOf(3 * S + 7), (Pieces{{0, S}, {S, 2 * S}, {2 * S, 3 * S}, {3 * S, 3 * S + 7}}));
    }
};

QTEST_GUILESS_MAIN(TestCpuTurn)
#include "tst_cpu_turn.moc"
