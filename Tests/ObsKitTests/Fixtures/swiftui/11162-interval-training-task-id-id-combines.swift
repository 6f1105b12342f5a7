// Swift with Majid style (interval training with task(id:)): the id combines running and round, so finishing a round restarts the task for the next one and Stop cancels it; writes from the task coalesce into one body (rules §11.3, §10.1, §3.4)
import SwiftUI

struct ContentView: View {
    @State private var round = 0
    @State private var running = false
    let rounds = ["Warm-up", "Sprint", "Cool-down"]

    var body: some View {
        let _ = print("body round=\(round) running=\(running)")
        VStack {
            Text(round < rounds.count ? rounds[round] : "Finished")
            Button(running ? "Stop" : "Go") { running.toggle() }
        }
        .task(id: running ? round : -1) {
            guard running, round < rounds.count else { return }
            let name = rounds[round]
            print("begin \(name)")
            do {
                try await Task.sleep(for: .seconds(2))
            } catch {
                return
            }
            print("end \(name)")
            round += 1
            if round == rounds.count { running = false }
        }
    }
}
:mount ContentView()
// expect: body round=0 running=false
:tap "Go"
// expect: body round=0 running=true
// expect: begin Warm-up
:advance 2s
// expect: end Warm-up
// expect: body round=1 running=true
// expect: begin Sprint
:advance 1s
:tap "Stop"
// expect: body round=1 running=false
:advance 3s
:tap "Go"
// expect: body round=1 running=true
// expect: begin Sprint
:advance 4s
// expect: end Sprint
// expect: body round=2 running=true
// expect: begin Cool-down
// expect: end Cool-down
// expect: body round=3 running=false
