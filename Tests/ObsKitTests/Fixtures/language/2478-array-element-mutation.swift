// Compiler test style: array[i].field += 1, mutating through indices loops, swapAt instead of swap(&a[i], &a[j])
struct Player {
  var name: String
  var score: Int
  mutating func award(_ points: Int) { score += points }
}

var team = [Player(name: "Ann", score: 3), Player(name: "Bo", score: 7), Player(name: "Cy", score: 5)]
team[0].score += 1
team[1].award(10)
for i in team.indices {
  team[i].score *= 2
}
print(team.map { "\($0.name):\($0.score)" })

team.swapAt(0, 2)
print(team.map { $0.name })

var a = 1, b = 2
swap(&a, &b)
print("swapped locals:", a, b)

for i in team.indices where team[i].score > 10 {
  team[i].name += "*"
}
print(team.map { $0.name })

var copyOfTeam = team
copyOfTeam[0].award(100)
print("original:", team[0].score, "copy:", copyOfTeam[0].score)

var matrix = [[0, 0, 0], [0, 0, 0]]
for r in matrix.indices {
  for c in matrix[r].indices {
    matrix[r][c] = r * 10 + c
  }
}
matrix[1].append(99)
print(matrix)

var numbers = [5, 3, 8, 1]
for (i, n) in numbers.enumerated() {
  numbers[i] = n + i
}
print(numbers)
numbers.withUnsafeMutableBufferPointer { buf in
  buf.swapAt(0, buf.count - 1)
}
print(numbers)
// expect: ["Ann:8", "Bo:34", "Cy:10"]
// expect: ["Cy", "Bo", "Ann"]
// expect: swapped locals: 2 1
// expect: ["Cy", "Bo*", "Ann"]
// expect: original: 10 copy: 110
// expect: [[0, 1, 2], [10, 11, 12, 99]]
// expect: [5, 4, 10, 4]
// expect: [4, 4, 10, 5]
