// LeetCode style (matrices): spiral order with four boundaries, rotating an image in place with swapAt and transposition, set matrix zeroes, and searching a sorted 2-D matrix
class Solution {
    func spiralOrder(_ matrix: [[Int]]) -> [Int] {
        guard !matrix.isEmpty else { return [] }
        var top = 0, bottom = matrix.count - 1
        var left = 0, right = matrix[0].count - 1
        var out: [Int] = []
        while top <= bottom && left <= right {
            for c in left...right { out.append(matrix[top][c]) }
            top += 1
            if top <= bottom { for r in top...bottom { out.append(matrix[r][right]) } }
            right -= 1
            if top <= bottom && left <= right {
                for c in stride(from: right, through: left, by: -1) { out.append(matrix[bottom][c]) }
                bottom -= 1
            }
            if left <= right && top <= bottom {
                for r in stride(from: bottom, through: top, by: -1) { out.append(matrix[r][left]) }
                left += 1
            }
        }
        return out
    }

    func rotate(_ matrix: inout [[Int]]) {
        let n = matrix.count
        for i in 0..<n {
            for j in i..<n {
                (matrix[i][j], matrix[j][i]) = (matrix[j][i], matrix[i][j])
            }
        }
        for i in 0..<n {
            matrix[i].reverse()
        }
    }

    func setZeroes(_ matrix: inout [[Int]]) {
        var zeroRows = Set<Int>(), zeroCols = Set<Int>()
        for (r, row) in matrix.enumerated() {
            for (c, v) in row.enumerated() where v == 0 {
                zeroRows.insert(r); zeroCols.insert(c)
            }
        }
        for r in matrix.indices {
            for c in matrix[r].indices where zeroRows.contains(r) || zeroCols.contains(c) {
                matrix[r][c] = 0
            }
        }
    }

    func searchMatrix(_ matrix: [[Int]], _ target: Int) -> Bool {
        let rows = matrix.count, cols = matrix[0].count
        var lo = 0, hi = rows * cols - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let v = matrix[mid / cols][mid % cols]
            if v == target { return true } else if v < target { lo = mid + 1 } else { hi = mid - 1 }
        }
        return false
    }
}

let sol = Solution()
print(sol.spiralOrder([[1, 2, 3], [4, 5, 6], [7, 8, 9]]))
print(sol.spiralOrder([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]))
print(sol.spiralOrder([[1], [2], [3]]))
var img = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
sol.rotate(&img)
img.forEach { print($0.map { String($0) }.joined(separator: " ")) }
var m = [[0, 1, 2, 0], [3, 4, 5, 2], [1, 3, 1, 5]]
sol.setZeroes(&m)
print(m)
let sorted2D = [[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]]
print(sol.searchMatrix(sorted2D, 3), sol.searchMatrix(sorted2D, 13), sol.searchMatrix(sorted2D, 60))

// expect: [1, 2, 3, 6, 9, 8, 7, 4, 5]
// expect: [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]
// expect: [1, 2, 3]
// expect: 7 4 1
// expect: 8 5 2
// expect: 9 6 3
// expect: [[0, 0, 0, 0], [0, 4, 5, 0], [0, 3, 1, 0]]
// expect: true false true
