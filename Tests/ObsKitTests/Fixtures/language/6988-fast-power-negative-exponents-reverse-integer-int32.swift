// LeetCode style (math): fast power with negative exponents, reverse integer with Int32 overflow checks, happy number with a Set, count primes with a sieve, gcd and fizz buzz
class Solution {
    func myPow(_ x: Double, _ n: Int) -> Double {
        var base = n < 0 ? 1 / x : x
        var exp = n < 0 ? -n : n
        var result = 1.0
        while exp > 0 {
            if exp & 1 == 1 { result *= base }
            base *= base
            exp >>= 1
        }
        return result
    }

    func reverse(_ x: Int) -> Int {
        var x = x, rev = 0
        while x != 0 {
            rev = rev * 10 + x % 10
            x /= 10
        }
        return rev > Int32.max || rev < Int32.min ? 0 : rev
    }

    func isHappy(_ n: Int) -> Bool {
        var seen = Set<Int>()
        var n = n
        while n != 1 && !seen.contains(n) {
            seen.insert(n)
            var next = 0
            while n > 0 { next += (n % 10) * (n % 10); n /= 10 }
            n = next
        }
        return n == 1
    }

    func countPrimes(_ n: Int) -> Int {
        if n < 3 { return 0 }
        var isPrime = [Bool](repeating: true, count: n)
        isPrime[0] = false; isPrime[1] = false
        var i = 2
        while i * i < n {
            if isPrime[i] {
                for j in stride(from: i * i, to: n, by: i) { isPrime[j] = false }
            }
            i += 1
        }
        return isPrime.filter { $0 }.count
    }

    func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    func fizzBuzz(_ n: Int) -> [String] {
        (1...n).map { i in
            switch (i % 3, i % 5) {
            case (0, 0): return "FizzBuzz"
            case (0, _): return "Fizz"
            case (_, 0): return "Buzz"
            default: return "\(i)"
            }
        }
    }
}

let sol = Solution()
print(sol.myPow(2.0, 10), sol.myPow(2.1, 3), sol.myPow(2.0, -2), sol.myPow(0.5, 0))
print(sol.reverse(123), sol.reverse(-123), sol.reverse(120), sol.reverse(1534236469))
print((1...20).filter(sol.isHappy))
print(sol.countPrimes(10), sol.countPrimes(0), sol.countPrimes(100), sol.countPrimes(1000))
print(sol.gcd(48, 18), sol.gcd(17, 5), [12, 18, 30].reduce(0, sol.gcd))
print(sol.fizzBuzz(15).joined(separator: " "))

// expect: 1024.0 9.261000000000001 0.25 1.0
// expect: 321 -321 21 0
// expect: [1, 7, 10, 13, 19]
// expect: 4 0 25 168
// expect: 6 1 6
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
