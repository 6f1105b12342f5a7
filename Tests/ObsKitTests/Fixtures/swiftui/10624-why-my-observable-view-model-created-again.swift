// Swift Forums style: "why is my @Observable view model created again on every parent update?" (pitfall part: @State's initial expression runs at each init, so each parent render makes a throwaway model that the next render releases; fix part: an optional @State filled once in onAppear) (rules §3.1, §3.2, §3.3, §2.5, §11.1)
import SwiftUI

@Observable
final class ReportModel {
    static var made = 0
    let number: Int
    var rows = 0

    init() {
        ReportModel.made += 1
        number = ReportModel.made
        print("ReportModel #\(number) init")
    }

    deinit { print("ReportModel #\(number) deinit") }
}

struct EagerReport: View {
    @State private var model = ReportModel()

    var body: some View {
        let _ = print("EagerReport body: #\(model.number)")
        Text("rows \(model.rows)")
    }
}

struct LazyReport: View {
    @State private var model: ReportModel?

    var body: some View {
        let _ = print("LazyReport body: \(model.map { "#\($0.number)" } ?? "nil")")
        VStack {
            if let model {
                Text("rows \(model.rows)")
            } else {
                Text("Loading")
            }
        }
        .onAppear {
            if model == nil { model = ReportModel() }
        }
    }
}

struct ReportsHost: View {
    @State private var tick = 0

    var body: some View {
        let _ = print("ReportsHost body: \(tick)")
        VStack {
            Button("Tick") { tick += 1 }
            EagerReport()
            LazyReport()
        }
    }
}

:mount ReportsHost()
// expect: ReportsHost body: 0
// expect: ReportModel #1 init
// expect: EagerReport body: #1
// expect: LazyReport body: nil
// expect: ReportModel #2 init
// expect: LazyReport body: #2
// --- pitfall part: a throwaway per parent render
:tap "Tick"
// expect: ReportsHost body: 1
// expect: ReportModel #3 init
// expect: EagerReport body: #1
:tap "Tick"
// expect: ReportsHost body: 2
// expect: ReportModel #4 init
// expect: ReportModel #3 deinit
// expect: EagerReport body: #1
