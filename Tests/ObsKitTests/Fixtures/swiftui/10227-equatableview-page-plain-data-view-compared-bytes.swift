// Apple docs style: the EquatableView page: a plain-data view is compared by its bytes even though it is Equatable, so a field its == ignores still runs its body; wrapped with .equatable() or EquatableView(content:), its == decides (rules §2.1, §2.2, §2.7)
import SwiftUI

struct ReadingView: View, Equatable {
    let reading: Int
    let tick: Int

    static func == (lhs: ReadingView, rhs: ReadingView) -> Bool {
        lhs.reading == rhs.reading
    }

    var body: some View {
        let _ = print("ReadingView body: \(reading) at tick \(tick)")
        Text("\(reading)")
    }
}

struct Monitor: View {
    @State private var reading = 20
    @State private var tick = 0

    var body: some View {
        VStack {
            ReadingView(reading: reading, tick: tick)
            ReadingView(reading: reading, tick: tick).equatable()
            EquatableView(content: ReadingView(reading: reading, tick: tick))
            Button("Tick") { tick += 1 }
            Button("Warmer") { reading += 1 }
        }
    }
}

:mount Monitor()
// expect: ReadingView body: 20 at tick 0
// expect: ReadingView body: 20 at tick 0
// expect: ReadingView body: 20 at tick 0
:tap "Tick"
// expect: ReadingView body: 20 at tick 1
:tap "Warmer"
// expect: ReadingView body: 21 at tick 1
// expect: ReadingView body: 21 at tick 1
// expect: ReadingView body: 21 at tick 1
