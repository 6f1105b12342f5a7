// Tutorial style (onChange(of:initial:) with a value a task loads): the initial call gets the same old and new value, later calls run after the body that saw the change, and the advice they write runs the body again (rules §11.1, §11.3, §3.4, §10.1)
import SwiftUI

struct TemperatureView: View {
    @State private var celsius: Double?
    @State private var advice = ""

    var body: some View {
        let _ = print("body: celsius=\(celsius.map { "\($0)" } ?? "nil") advice='\(advice)'")
        VStack {
            if let celsius {
                Text("\(celsius, specifier: "%.1f") °C")
            } else {
                ProgressView()
            }
            Text(advice)
            Button("Heat Wave") { celsius = 35 }
        }
        .onChange(of: celsius, initial: true) { oldValue, newValue in
            print("onChange \(String(describing: oldValue)) -> \(String(describing: newValue))")
            advice = (newValue ?? 0) > 30 ? "Stay inside" : "Enjoy"
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            celsius = 18.5
        }
    }
}

:mount TemperatureView()
// expect: body: celsius=nil advice=''
// expect: onChange nil -> nil
// expect: body: celsius=nil advice='Enjoy'
:advance 1s
// expect: body: celsius=18.5 advice='Enjoy'
// expect: onChange nil -> Optional(18.5)
:tap "Heat Wave"
// expect: body: celsius=35.0 advice='Enjoy'
// expect: onChange Optional(18.5) -> Optional(35.0)
// expect: body: celsius=35.0 advice='Stay inside'
