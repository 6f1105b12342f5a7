// Check error: @ObservedObject holding a class that does not adopt ObservableObject
import SwiftUI

class DownloadTask {
    @Published var progress = 0.0
}

struct DownloadView: View {
    @ObservedObject var task: DownloadTask

    var body: some View {
        ProgressView(value: task.progress)
    }
}

:mount DownloadView(task: DownloadTask())
// expect-error: generic struct 'ObservedObject' requires that 'DownloadTask' conform to 'ObservableObject'
