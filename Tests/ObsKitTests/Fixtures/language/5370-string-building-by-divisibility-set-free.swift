// Exercism style (Raindrops + Sum of Multiples): string building by divisibility and a set-free multiples sum
func raindrops(_ n: Int) -> String {
    let sounds = [(3, "Pling"), (5, "Plang"), (7, "Plong")]
    let result = sounds.filter { n % $0.0 == 0 }.map { $0.1 }.joined()
    return result.isEmpty ? String(n) : result
}

func sumOfMultiples(to limit: Int, _ factors: Int...) -> Int {
    (1..<max(limit, 1)).filter { n in factors.contains { $0 != 0 && n % $0 == 0 } }.reduce(0, +)
}

for n in [1, 3, 5, 7, 15, 21, 35, 105, 52] {
    print(n, raindrops(n))
}
print(sumOfMultiples(to: 1, 3, 5))
print(sumOfMultiples(to: 10, 3, 5))
print(sumOfMultiples(to: 20, 7, 13, 17))
print(sumOfMultiples(to: 1000, 3, 5))
print(sumOfMultiples(to: 10000, 43, 47))
print(sumOfMultiples(to: 50, 0, 4))

// expect: 1 1
// expect: 3 Pling
// expect: 5 Plang
// expect: 7 Plong
// expect: 15 PlingPlang
// expect: 21 PlingPlong
// expect: 35 PlangPlong
// expect: 105 PlingPlangPlong
// expect: 52 52
// expect: 0
// expect: 23
// expect: 51
// expect: 233168
// expect: 2203160
// expect: 312
