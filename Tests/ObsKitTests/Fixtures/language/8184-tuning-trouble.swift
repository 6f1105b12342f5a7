// Advent of Code style: sliding window marker detection on character arrays
let signals = """
mjqjpqmgbljsphdztnvjfqwrcgsmlb
bvwbjplbgvbhsrlpgdmjqwftvncz
nppdvjthqldpwncqszvftbrmjlhg
nznrnfrfntjfmvfwmzdfjlvtqnbhcprsg
zcfzfwzzqfrljwzlrfnpqdbhtmscgvjw
"""

func marker(_ chars: [Character], length: Int) -> Int? {
    guard chars.count >= length else { return nil }
    for end in length...chars.count {
        if Set(chars[(end - length)..<end]).count == length {
            return end
        }
    }
    return nil
}

for line in signals.split(separator: "\n") {
    let chars = Array(line)
    let p1 = marker(chars, length: 4) ?? -1
    let p2 = marker(chars, length: 14) ?? -1
    print("\(line.prefix(8))...: part1=\(p1) part2=\(p2)")
}

// expect: mjqjpqmg...: part1=7 part2=19
// expect: bvwbjplb...: part1=5 part2=23
// expect: nppdvjth...: part1=6 part2=23
// expect: nznrnfrf...: part1=10 part2=29
// expect: zcfzfwzz...: part1=11 part2=26
