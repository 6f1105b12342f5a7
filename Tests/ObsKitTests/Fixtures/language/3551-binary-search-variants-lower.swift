// App code style: binary search variants (lower/upper bound, generic Comparable, recursive)
extension Array where Element: Comparable {
    func lowerBound(_ x: Element) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if self[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
    func upperBound(_ x: Element) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if x < self[mid] { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

func search<T: Comparable>(_ a: [T], _ x: T, _ lo: Int, _ hi: Int, depth: Int = 0) -> (Int?, Int) {
    guard lo <= hi else { return (nil, depth) }
    let mid = (lo + hi) / 2
    if a[mid] == x { return (mid, depth) }
    return a[mid] < x ? search(a, x, mid + 1, hi, depth: depth + 1) : search(a, x, lo, mid - 1, depth: depth + 1)
}

let nums = [1, 3, 3, 3, 7, 9, 12, 12, 20]
for q in [3, 12, 0, 21, 8] {
    let lb = nums.lowerBound(q), ub = nums.upperBound(q)
    print("\(q): lower=\(lb) upper=\(ub) count=\(ub - lb)")
}
let words = ["apple", "banana", "cherry", "date", "fig", "grape"]
for w in ["date", "apricot", "zebra"] {
    let (idx, depth) = search(words, w, 0, words.count - 1)
    if let i = idx {
        print("found \(w) at \(i) after \(depth) steps")
    } else {
        print("\(w) missing, insert at \(words.lowerBound(w)) (\(depth) steps)")
    }
}
// expect: 3: lower=1 upper=4 count=3
// expect: 12: lower=6 upper=8 count=2
// expect: 0: lower=0 upper=0 count=0
// expect: 21: lower=9 upper=9 count=0
// expect: 8: lower=5 upper=5 count=0
// expect: found date at 3 after 2 steps
// expect: apricot missing, insert at 1 (3 steps)
// expect: zebra missing, insert at 6 (3 steps)
