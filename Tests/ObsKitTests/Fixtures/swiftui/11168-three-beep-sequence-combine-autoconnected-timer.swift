// Hacking with Swift style (a three-beep sequence with Combine): an autoconnected timer through scan, prefix(3) and map, stored in a Set<AnyCancellable>; the third value and the completion come in one tick, then one body run (rules §6.3, §10.1, §15.15)
import SwiftUI
import Combine

final class Beeper: ObservableObject {
    @Published var beeps: [String] = []
    private var cancellables = Set<AnyCancellable>()

    func run() {
        Timer.publish(every: 0.5, on: .main, in: .common)
            .autoconnect()
            .scan(0) { count, _ in count + 1 }
            .prefix(3)
            .map { "beep \($0)" }
            .sink(receiveCompletion: { _ in
                print("beeper finished")
            }, receiveValue: { [weak self] beep in
                self?.beeps.append(beep)
                print(beep)
            })
            .store(in: &cancellables)
    }
}

struct ContentView: View {
    @StateObject private var beeper = Beeper()

    var body: some View {
        let _ = print("beeps: \(beeper.beeps.count)")
        VStack {
            Button("Run") { beeper.run() }
            ForEach(beeper.beeps, id: \.self) { Text($0) }
        }
    }
}
:mount ContentView()
// expect: beeps: 0
:tap "Run"
:advance 2s
// expect: beep 1
// expect: beeps: 1
// expect: beep 2
// expect: beeps: 2
// expect: beep 3
// expect: beeper finished
// expect: beeps: 3
:tap "Run"
:advance 1s
// expect: beep 1
// expect: beeps: 4
// expect: beep 2
// expect: beeps: 5
