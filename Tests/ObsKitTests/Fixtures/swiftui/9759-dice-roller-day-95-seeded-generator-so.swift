// Hacking with Swift "100 Days of SwiftUI" style: a dice roller (Day 95) with a seeded generator so the run repeats; the roll animates from a Task on the virtual clock, each tick runs the screen and the face, and the last tick's changes land in one update (rules §10.1, §8.3, §2.1)
import SwiftUI

struct SeededDice {
    var state: UInt64

    mutating func next(sides: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(sides)) + 1
    }
}

@Observable
final class DiceModel {
    var sides = 6
    var rolls: [Int] = []
    var isRolling = false
    @ObservationIgnored private var dice = SeededDice(state: 42)

    var total: Int { rolls.reduce(0, +) }

    func roll() -> Int {
        let value = dice.next(sides: sides)
        rolls.insert(value, at: 0)
        return value
    }
}

struct DieFace: View {
    let value: Int

    var body: some View {
        let _ = print("DieFace body: \(value)")
        Text("\(value)")
            .font(.system(size: 72))
            .frame(width: 120, height: 120)
            .background(.blue.opacity(0.2), in: .rect(cornerRadius: 16))
    }
}

struct HistoryView: View {
    let model: DiceModel

    var body: some View {
        let _ = print("HistoryView body: \(model.rolls.count) rolls, total \(model.total)")
        List(model.rolls.indices, id: \.self) { index in
            Text("Roll \(model.rolls.count - index): \(model.rolls[index])")
        }
    }
}

struct DiceScreen: View {
    @State private var model = DiceModel()
    @State private var shown = 0

    var body: some View {
        let _ = print("DiceScreen body: shown \(shown), rolling \(model.isRolling)")
        VStack {
            DieFace(value: shown)
            Picker("Sides", selection: $model.sides) {
                ForEach([4, 6, 8, 20], id: \.self) {
                    Text("d\($0)")
                }
            }
            .pickerStyle(.segmented)
            Button("Roll") {
                Task { await rollAnimated() }
            }
            .disabled(model.isRolling)
            HistoryView(model: model)
        }
    }

    func rollAnimated() async {
        model.isRolling = true
        for step in 1...3 {
            try? await Task.sleep(for: .milliseconds(100))
            shown = step
        }
        shown = model.roll()
        model.isRolling = false
    }
}

:mount DiceScreen()
// expect: DiceScreen body: shown 0, rolling false
// expect: DieFace body: 0
// expect: HistoryView body: 0 rolls, total 0
:tap "Roll"
// expect: DiceScreen body: shown 0, rolling true
:advance 300ms
// expect: DiceScreen body: shown 1, rolling true
// expect: DieFace body: 1
// expect: DiceScreen body: shown 2, rolling true
// expect: DieFace body: 2
// expect: DiceScreen body: shown 5, rolling false
// expect: DieFace body: 5
// expect: HistoryView body: 1 rolls, total 5
:pick "d20" in "Sides"
// expect: DiceScreen body: shown 5, rolling false
:tap "Roll"
// expect: DiceScreen body: shown 5, rolling true
:advance 300ms
// expect: DiceScreen body: shown 1, rolling true
// expect: DieFace body: 1
// expect: DiceScreen body: shown 2, rolling true
// expect: DieFace body: 2
// expect: DiceScreen body: shown 7, rolling false
// expect: DieFace body: 7
// expect: HistoryView body: 2 rolls, total 12
