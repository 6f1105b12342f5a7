// Swift Forums style (MutableCollection algorithms): rotate, stable partition and mutateEach in place
extension MutableCollection where Self: BidirectionalCollection {
    mutating func reverseRange(_ range: Range<Index>) {
        var lo = range.lowerBound
        var hi = range.upperBound
        while lo != hi {
            formIndex(before: &hi)
            if lo == hi { break }
            swapAt(lo, hi)
            formIndex(after: &lo)
        }
    }

    @discardableResult
    mutating func rotate(toStartAt middle: Index) -> Index {
        let offset = distance(from: middle, to: endIndex)
        reverseRange(startIndex..<middle)
        reverseRange(middle..<endIndex)
        reverseRange(startIndex..<endIndex)
        return index(startIndex, offsetBy: offset)
    }
}

extension MutableCollection {
    mutating func mutateEach(_ body: (inout Element) throws -> Void) rethrows {
        var i = startIndex
        while i != endIndex {
            try body(&self[i])
            formIndex(after: &i)
        }
    }

    mutating func stablePartition(isSuffixElement: (Element) -> Bool) -> Index {
        let kept = filter { !isSuffixElement($0) }
        let moved = filter(isSuffixElement)
        var i = startIndex
        for element in kept + moved {
            self[i] = element
            formIndex(after: &i)
        }
        return index(startIndex, offsetBy: kept.count)
    }
}

var letters = Array("abcdefg")
let newStart = letters.rotate(toStartAt: 3)
print(String(letters), newStart)

var nums = [7, 2, 9, 4, 1, 6, 3, 8]
let pivot = nums.stablePartition(isSuffixElement: { $0.isMultiple(of: 2) })
print(nums, pivot)
print(nums[..<pivot], nums[pivot...])

nums.mutateEach { $0 *= 10 }
print(nums)

var middle = nums[2..<6]
middle.mutateEach { $0 += 1 }
print(middle, middle.startIndex)

var names = ["zoe", "al", "kim"]
names.mutateEach { $0 = $0.prefix(1).uppercased() + $0.dropFirst() }
print(names)

// expect: defgabc 4
// expect: [7, 9, 1, 3, 2, 4, 6, 8] 4
// expect: [7, 9, 1, 3] [2, 4, 6, 8]
// expect: [70, 90, 10, 30, 20, 40, 60, 80]
// expect: [11, 31, 21, 41] 2
// expect: ["Zoe", "Al", "Kim"]
