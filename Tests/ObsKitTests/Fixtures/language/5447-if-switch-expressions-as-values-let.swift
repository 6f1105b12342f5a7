// Swift Evolution style (SE-0380): if and switch expressions as values in let bindings, returns and arguments
enum Weather { case sunny, rainy(mm: Int), snowy(cm: Int) }

func advice(_ w: Weather) -> String {
    switch w {
    case .sunny: "sunglasses"
    case .rainy(let mm) where mm > 10: "boots and umbrella"
    case .rainy: "umbrella"
    case .snowy(let cm): cm > 5 ? "shovel" : "scarf"
    }
}

let temperature = 14
let label = if temperature < 0 { "freezing" } else if temperature < 15 { "cool" } else { "warm" }
print("label:", label)

for w in [Weather.sunny, .rainy(mm: 3), .rainy(mm: 25), .snowy(cm: 2), .snowy(cm: 9)] {
    print(advice(w))
}

let score = 73
let grade: Character = switch score {
case 90...: "A"
case 80..<90: "B"
case 70..<80: "C"
default: "F"
}
print("grade", grade)

let x = 5
let parity = if x % 2 == 0 { "even" } else { "odd" }
print(parity)

func sign(_ n: Int) -> Int { if n > 0 { 1 } else if n < 0 { -1 } else { 0 } }
print([-3, 0, 8].map(sign))

let checked: Int = if x > 0 { x * 2 } else { fatalError("negative") }
print("checked", checked)

// expect: label: cool
// expect: sunglasses
// expect: umbrella
// expect: boots and umbrella
// expect: scarf
// expect: shovel
// expect: grade C
// expect: odd
// expect: [-1, 0, 1]
// expect: checked 10
