// Tutorial style (a Task managed by hand in onAppear/onDisappear, reset with .id): a live score view polls in a Task it keeps in @State; picking another match gives the view a new identity, so the old one disappears (cancelling its Task) before the new one appears (rules §1.3, §11.1, §3.4, §15.5)
import SwiftUI

struct LiveScoreView: View {
    let match: String
    @State private var score = "0 - 0"
    @State private var pollTask: Task<Void, Never>?

    var body: some View {
        Text("\(match): \(score)")
            .onAppear {
                print("start polling \(match)")
                pollTask = Task {
                    var goals = 0
                    while !Task.isCancelled {
                        do {
                            try await Task.sleep(for: .seconds(2))
                        } catch {
                            break
                        }
                        goals += 1
                        score = "\(goals) - 0"
                        print("\(match) poll: \(score)")
                    }
                    print("polling \(match) stopped")
                }
            }
            .onDisappear {
                print("stop polling \(match)")
                pollTask?.cancel()
                pollTask = nil
            }
    }
}

struct ScoresScreen: View {
    let matches = ["Arsenal v Spurs", "Celtic v Rangers"]
    @State private var selected = "Arsenal v Spurs"

    var body: some View {
        VStack {
            Picker("Match", selection: $selected) {
                ForEach(matches, id: \.self) { match in
                    Text(match)
                }
            }
            LiveScoreView(match: selected)
                .id(selected)
        }
    }
}

:mount ScoresScreen()
// expect: start polling Arsenal v Spurs
:advance 4s
// expect: Arsenal v Spurs poll: 1 - 0
// expect: Arsenal v Spurs poll: 2 - 0
:pick "Celtic v Rangers" in "Match"
// expect: stop polling Arsenal v Spurs
// expect: start polling Celtic v Rangers
// expect: polling Arsenal v Spurs stopped
:advance 2s
// expect: Celtic v Rangers poll: 1 - 0
