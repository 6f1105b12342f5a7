// The SwiftUI Lab (Javier Nigro), "The Mystery Behind View Equality", https://swiftui-lab.com/equatableview/ — a NumberParity view whose == compares only parity: SwiftUI ignores that == for a view made of plain data, honours it after .equatable(), and honours it for a view with a non-POD field
// The article: SwiftUI "decides how to compare" views itself: for a view whose properties are all plain data
// (POD) it compares memory and never calls ==, even when the view is Equatable; wrapping it in EquatableView
// (.equatable()) makes SwiftUI use ==; a view with a non-POD property is compared with its == (John Harper,
// quoted in Chris Eidhof's "SwiftUI View Equality"; rules §2.1, §2.2). The parity views redraw only when the
// parity flips. Adapted: deterministic "+1"/"+2" buttons instead of a random number.
import SwiftUI

struct NumberParity: View, Equatable {
    let number: Int

    var body: some View {
        print("NumberParity body for \(number)")
        return Text(number % 2 == 0 ? "EVEN" : "ODD")
    }

    static func == (lhs: NumberParity, rhs: NumberParity) -> Bool {
        return lhs.number % 2 == rhs.number % 2
    }
}

struct LabeledParity: View, Equatable {
    let label: String
    let number: Int

    var body: some View {
        print("\(label) body for \(number)")
        return Text("\(label): \(number % 2 == 0 ? "EVEN" : "ODD")")
    }

    static func == (lhs: LabeledParity, rhs: LabeledParity) -> Bool {
        return lhs.label == rhs.label && lhs.number % 2 == rhs.number % 2
    }
}

struct EquatableWrapped: View {
    let number: Int

    var body: some View {
        NumberParity(number: number).equatable()
    }
}

struct ContentView: View {
    @State private var n = 3

    var body: some View {
        VStack {
            Text("n = \(n)")
            Button("+1") { n += 1 }
            Button("+2") { n += 2 }
            NumberParity(number: n)
            LabeledParity(label: "Labeled", number: n)
        }
    }
}

struct WrappedScreen: View {
    @State private var n = 3

    var body: some View {
        VStack {
            Button("Add one") { n += 1 }
            Button("Add two") { n += 2 }
            EquatableWrapped(number: n)
        }
    }
}

:mount ContentView()
// expect: NumberParity body for 3
// expect: Labeled body for 3
:tap "+2"
// expect: NumberParity body for 5
:tap "+2"
// expect: NumberParity body for 7
:tap "+1"
// expect: NumberParity body for 8
// expect: Labeled body for 8
:mount WrappedScreen()
// expect: NumberParity body for 3
:tap "Add two"
:tap "Add two"
:tap "Add one"
// expect: NumberParity body for 8
:tap "Add two"
:tap "Add one"
// expect: NumberParity body for 11
