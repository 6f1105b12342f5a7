// Apple docs `Gauge` (the BPM example: value in min...max with currentValueLabel, minimumValueLabel, maximumValueLabel) with a zone label view fed from the parent.
// A gauge is not interactive; buttons write the value. The parent reads it and runs, building a new ZoneLabel
// (its init prints); ZoneLabel's body runs only when the zone string it holds differs (rules §2.3, §2.6, §2.7):
// 67 and 60 BPM are both "resting". Writing the value it already has runs nothing (rules §3.4).
import SwiftUI

struct ZoneLabel: View {
    let zone: String

    init(zone: String) {
        self.zone = zone
        print("ZoneLabel init")
    }

    var body: some View {
        let _ = print("ZoneLabel body: \(zone)")
        Text("Zone: \(zone)")
    }
}

struct HeartRateGauge: View {
    @State private var current = 67.0
    @State private var minValue = 0.0
    @State private var maxValue = 170.0

    var body: some View {
        let _ = print("body: \(Int(current)) BPM")
        VStack {
            Gauge(value: current, in: minValue...maxValue) {
                Text("BPM")
            } currentValueLabel: {
                Text("\(Int(current))")
            } minimumValueLabel: {
                Text("\(Int(minValue))")
            } maximumValueLabel: {
                Text("\(Int(maxValue))")
            }
            .gaugeStyle(.accessoryCircular)
            ZoneLabel(zone: current < 100 ? "resting" : "cardio")
            Button("Rest") { current = 60 }
            Button("Run") { current = 150 }
        }
    }
}

:mount HeartRateGauge()
// expect: body: 67 BPM
// expect: ZoneLabel init
// expect: ZoneLabel body: resting
:tap "Rest"
// expect: body: 60 BPM
// expect: ZoneLabel init
:tap "Run"
// expect: body: 150 BPM
// expect: ZoneLabel init
// expect: ZoneLabel body: cardio
:tap "Run"
:tap "Rest"
// expect: body: 60 BPM
// expect: ZoneLabel init
// expect: ZoneLabel body: resting
