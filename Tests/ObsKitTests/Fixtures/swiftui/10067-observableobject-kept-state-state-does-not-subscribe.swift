// Stack Overflow Q&A style — MISTAKE on purpose, as the asker wrote it: an ObservableObject kept in @State; @State does not subscribe to objectWillChange, so @Published changes never re-run the view (only assigning another object would); @StateObject observes it (rules §3.7, §3.1, §4.2, §4.4)
import SwiftUI

final class LapCounter: ObservableObject {
    @Published var laps = 0
    let owner: String
    init(owner: String) {
        self.owner = owner
        print("LapCounter init for \(owner)")
    }
}

struct WrongHolder: View {
    @State private var counter = LapCounter(owner: "wrong")   // the asker's code

    var body: some View {
        let _ = print("WrongHolder body: \(counter.laps)")
        Button("Wrong lap") {
            counter.laps += 1
            print("laps is now \(counter.laps)")
        }
    }
}

struct RightHolder: View {
    @StateObject private var counter = LapCounter(owner: "right")

    var body: some View {
        let _ = print("RightHolder body: \(counter.laps)")
        Button("Right lap") { counter.laps += 1 }
    }
}

struct Track: View {
    var body: some View {
        let _ = print("Track body")
        VStack {
            WrongHolder()
            RightHolder()
        }
    }
}

:mount Track()
// expect: Track body
// expect: LapCounter init for wrong
// expect: WrongHolder body: 0
// expect: LapCounter init for right
// expect: RightHolder body: 0
:tap "Wrong lap"
// expect: laps is now 1
:tap "Wrong lap"
// expect: laps is now 2
:tap "Right lap"
// expect: RightHolder body: 1
