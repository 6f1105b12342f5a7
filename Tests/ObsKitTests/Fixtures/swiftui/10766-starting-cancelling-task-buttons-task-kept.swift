// Tutorial style (starting and cancelling a Task from buttons): a Task kept in @State runs a backup loop that checks Task.isCancelled after each sleep; Cancel stops it, Start runs a new one (rules §3.4, §3.5, §10.1)
import SwiftUI

struct BackupView: View {
    @State private var progress = 0
    @State private var backupTask: Task<Void, Never>?

    var body: some View {
        let _ = print("body: progress \(progress), running \(backupTask != nil)")
        VStack(spacing: 16) {
            Text("Progress: \(progress)/5")
            if backupTask == nil {
                Button("Start Backup") { startBackup() }
            } else {
                Button("Cancel Backup") {
                    print("cancel requested at \(progress)")
                    backupTask?.cancel()
                }
            }
        }
    }

    private func startBackup() {
        print("starting backup")
        progress = 0
        backupTask = Task {
            for step in 1...5 {
                try? await Task.sleep(for: .seconds(1))
                if Task.isCancelled {
                    print("backup stopped after \(step - 1) steps")
                    break
                }
                progress = step
                print("backed up part \(step)")
            }
            backupTask = nil
            print("backup task finished")
        }
    }
}

:mount BackupView()
// expect: body: progress 0, running false
:tap "Start Backup"
// expect: starting backup
// expect: body: progress 0, running true
:advance 2s
// expect: backed up part 1
// expect: body: progress 1, running true
// expect: backed up part 2
// expect: body: progress 2, running true
:tap "Cancel Backup"
// expect: cancel requested at 2
// expect: backup stopped after 2 steps
// expect: backup task finished
// expect: body: progress 2, running false
:advance 3s
:tap "Start Backup"
// expect: starting backup
// expect: body: progress 0, running true
:advance 5s
// expect: backed up part 1
// expect: body: progress 1, running true
// expect: backed up part 2
// expect: body: progress 2, running true
// expect: backed up part 3
// expect: body: progress 3, running true
// expect: backed up part 4
// expect: body: progress 4, running true
// expect: backed up part 5
// expect: backup task finished
// expect: body: progress 5, running false
