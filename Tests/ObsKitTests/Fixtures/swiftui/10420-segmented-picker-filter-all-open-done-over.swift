// Swift with Majid style: a segmented Picker filter (All / Open / Done) over @Observable jobs, one class per row; under All a finished job runs only its row, under Open the list read each job's flag so finishing one runs the list, which drops the row before its body could run (rules §8.3, §2.8, §1.2, §15.5)
import SwiftUI

enum JobFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case open = "Open"
    case done = "Done"
    var id: Self { self }
}

@Observable
final class Job: Identifiable {
    let id: Int
    let title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class JobBoard {
    var jobs = [Job(id: 1, title: "Paint"), Job(id: 2, title: "Sand"), Job(id: 3, title: "Varnish")]
}

struct JobRow: View {
    let job: Job

    var body: some View {
        let _ = print("JobRow body: \(job.title) \(job.done ? "done" : "open")")
        Button(job.done ? "Reopen \(job.title)" : "Finish \(job.title)") { job.done.toggle() }
    }
}

struct JobBoardView: View {
    @State private var board = JobBoard()
    @State private var filter = JobFilter.all

    private var shown: [Job] {
        switch filter {
        case .all: return board.jobs
        case .open: return board.jobs.filter { !$0.done }
        case .done: return board.jobs.filter { $0.done }
        }
    }

    var body: some View {
        let _ = print("JobBoardView body: \(filter.rawValue) \(shown.map(\.title).joined(separator: ","))")
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(JobFilter.allCases) { filter in
                    Text(filter.rawValue)
                }
            }
            .pickerStyle(.segmented)
            ForEach(shown) { job in
                JobRow(job: job)
            }
        }
    }
}

:mount JobBoardView()
// expect: JobBoardView body: All Paint,Sand,Varnish
// expect: JobRow body: Paint open
// expect: JobRow body: Sand open
// expect: JobRow body: Varnish open
:tap "Finish Sand"
// expect: JobRow body: Sand done
:pick "Open" in "Filter"
// expect: JobBoardView body: Open Paint,Varnish
:tap "Finish Paint"
// expect: JobBoardView body: Open Varnish
:pick "Done" in "Filter"
// expect: JobBoardView body: Done Paint,Sand
// expect: JobRow body: Paint done
// expect: JobRow body: Sand done
