// LeetCode style: rotate matrix in place (transpose + reverse), spiral order, and set matrix zeroes
class Solution {
    func rotate(_ matrix: inout [[Int]]) {
        let n = matrix.count
        for i in 0..<n {
            for j in i..<n {
                let tmp = matrix[i][j]
                matrix[i][j] = matrix[j][i]
                matrix[j][i] = tmp
            }
        }
        for i in 0..<n { matrix[i].reverse() }
    }

    func spiralOrder(_ matrix: [[Int]]) -> [Int] {
        var result = [Int]()
        guard !matrix.isEmpty else { return result }
        var top = 0, bottom = matrix.count - 1
        var left = 0, right = matrix[0].count - 1
        while top <= bottom && left <= right {
            for j in left...right { result.append(matrix[top][j]) }
            top += 1
            if top <= bottom { for i in top...bottom { result.append(matrix[i][right]) } }
            right -= 1
            if top <= bottom && left <= right {
                for j in stride(from: right, through: left, by: -1) { result.append(matrix[bottom][j]) }
                bottom -= 1
            }
            if left <= right && top <= bottom {
                for i in stride(from: bottom, through: top, by: -1) { result.append(matrix[i][left]) }
                left += 1
            }
        }
        return result
    }

    func setZeroes(_ matrix: inout [[Int]]) {
        var rows = Set<Int>(), cols = Set<Int>()
        for (i, row) in matrix.enumerated() {
            for (j, v) in row.enumerated() where v == 0 { rows.insert(i); cols.insert(j) }
        }
        for i in matrix.indices {
            for j in matrix[i].indices where rows.contains(i) || cols.contains(j) { matrix[i][j] = 0 }
        }
    }
}

let sol = Solution()
var m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
sol.rotate(&m)
for row in m { print(row.map { String($0) }.joined(separator: " ")) }
var m4 = [[5, 1, 9, 11], [2, 4, 8, 10], [13, 3, 6, 7], [15, 14, 12, 16]]
sol.rotate(&m4)
print(m4)
print(sol.spiralOrder([[1, 2, 3], [4, 5, 6], [7, 8, 9]]))
print(sol.spiralOrder([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]))
print(sol.spiralOrder([[1], [2], [3]]))
var z = [[0, 1, 2, 0], [3, 4, 5, 2], [1, 3, 1, 5]]
sol.setZeroes(&z)
print(z)

// expect: 7 4 1
// expect: 8 5 2
// expect: 9 6 3
// expect: [[15, 13, 2, 5], [14, 3, 4, 1], [12, 6, 8, 9], [16, 7, 10, 11]]
// expect: [1, 2, 3, 6, 9, 8, 7, 4, 5]
// expect: [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]
// expect: [1, 2, 3]
// expect: [[0, 0, 0, 0], [0, 4, 5, 0], [0, 3, 1, 0]]
