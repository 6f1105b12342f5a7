// Exercism style (Robot simulator): a direction enum with turning, a robot struct following instruction strings, and checks
enum Bearing: CaseIterable {
    case north, east, south, west

    var right: Bearing {
        let all = Bearing.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    var left: Bearing {
        let all = Bearing.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }
    var step: (dx: Int, dy: Int) {
        switch self {
        case .north: return (0, 1)
        case .east: return (1, 0)
        case .south: return (0, -1)
        case .west: return (-1, 0)
        }
    }
}

struct Robot {
    private(set) var bearing: Bearing
    private(set) var x: Int
    private(set) var y: Int

    mutating func run(_ instructions: String) {
        for ch in instructions {
            switch ch {
            case "R": bearing = bearing.right
            case "L": bearing = bearing.left
            case "A":
                x += bearing.step.dx
                y += bearing.step.dy
            default: continue
            }
        }
    }
    var position: [Int] { [x, y] }
}

var score = (pass: 0, fail: 0)
func verify(_ label: String, _ ok: Bool) {
    if ok { score.pass += 1 } else { score.fail += 1 }
    print(ok ? "PASS" : "FAIL", label)
}

var r1 = Robot(bearing: .north, x: 0, y: 0)
r1.run("R")
verify("turn right from north", r1.bearing == .east)
var r2 = Robot(bearing: .west, x: 0, y: 0)
r2.run("L")
verify("turn left from west", r2.bearing == .south)
var r3 = Robot(bearing: .north, x: 7, y: 3)
r3.run("RAALAL")
verify("sample route", r3.position == [9, 4] && r3.bearing == .west)
var r4 = Robot(bearing: .east, x: 2, y: -7)
r4.run("RRAAAAALA")
verify("moving west and north", r4.position == [-3, -8] && r4.bearing == .south)
var r5 = Robot(bearing: .south, x: 8, y: 4)
r5.run("LAAARRRALLLL")
verify("east then north", r5.position == [11, 5] && r5.bearing == .north)
print(r3.position, r4.position, r5.position, r5.bearing)
print("\(score.pass)/\(score.pass + score.fail)")

// expect: PASS turn right from north
// expect: PASS turn left from west
// expect: PASS sample route
// expect: PASS moving west and north
// expect: PASS east then north
// expect: [9, 4] [-3, -8] [11, 5] north
// expect: 5/5
