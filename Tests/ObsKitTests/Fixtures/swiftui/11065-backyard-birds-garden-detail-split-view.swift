// Apple sample style (Backyard Birds garden detail): a split-view detail owns an @Observable model in @State, made when the detail is shown and released when :back clears the selection (rules §15.7, §3.2, §1.4)
import SwiftUI

@Observable
final class PlotModel {
    let plot: String
    var waterings = 0
    init(plot: String) {
        self.plot = plot
        print("PlotModel init \(plot)")
    }
    deinit { print("PlotModel deinit \(plot)") }
}

struct PlotDetail: View {
    @State private var model: PlotModel
    init(plot: String) {
        _model = State(initialValue: PlotModel(plot: plot))
    }
    var body: some View {
        let _ = print("PlotDetail body \(model.plot) \(model.waterings)")
        VStack {
            Text(model.plot)
            Button("Water") { model.waterings += 1 }
        }
    }
}

struct ContentView: View {
    @State private var selected: String?
    private let plots = ["Herbs", "Tomatoes"]
    var body: some View {
        NavigationSplitView {
            List(plots, id: \.self, selection: $selected) { plot in
                Text(plot)
            }
        } detail: {
            if let selected {
                PlotDetail(plot: selected)
            } else {
                Text("Pick a plot")
            }
        }
    }
}

:mount ContentView()
:tap "Tomatoes"
// expect: PlotModel init Tomatoes
// expect: PlotDetail body Tomatoes 0
:tap "Water"
// expect: PlotDetail body Tomatoes 1
:back
// expect: PlotModel deinit Tomatoes
