// Kodeco's first iOS course, Bullseye: a target value, a Slider the player sets (Steppers of 5 stand in for the drag here), "Hit me!" scores 100 minus the distance plus a bonus, an alert(isPresented:) with the points whose button starts the next round, Start Over resets (Apple: Slider, Stepper, alert(_:isPresented:actions:message:); SEMANTICS §3 state changes in an alert action; targets are a fixed list so the run is repeatable)
import SwiftUI

struct Game {
    var target = 40
    var score = 0
    var round = 1
    private let targets = [40, 73, 12]

    func points(sliderValue: Int) -> Int {
        let difference = abs(target - sliderValue)
        let bonus: Int
        if difference == 0 {
            bonus = 100
        } else if difference <= 2 {
            bonus = 50
        } else {
            bonus = 0
        }
        return 100 - difference + bonus
    }

    mutating func startNewRound(points: Int) {
        score += points
        target = targets[round % targets.count]
        round += 1
    }

    mutating func restart() {
        score = 0
        round = 1
        target = targets[0]
    }
}

struct BullseyeView: View {
    @State private var alertIsVisible = false
    @State private var sliderValue = 50.0
    @State private var game = Game()

    var body: some View {
        VStack(spacing: 16) {
            Text("🎯🎯🎯\nPUT THE BULLSEYE AS CLOSE AS YOU CAN TO")
                .multilineTextAlignment(.center)
                .kerning(2)
            Text(String(game.target))
                .font(.largeTitle)
                .fontWeight(.black)
            HStack {
                Text("1")
                Slider(value: $sliderValue, in: 1.0...100.0)
                Text("100")
            }
            Stepper("Slider at \(Int(sliderValue))", value: $sliderValue, in: 1...100, step: 5)
            Button("Hit me!") {
                alertIsVisible = true
            }
            HStack {
                Text("Score: \(game.score)")
                Text("Round: \(game.round)")
            }
            Button("Start Over") {
                game.restart()
                sliderValue = 50
                print("restarted, target \(game.target)")
            }
        }
        .alert("Hello there!", isPresented: $alertIsVisible) {
            Button("Awesome!") {
                let roundedValue = Int(sliderValue.rounded())
                let points = game.points(sliderValue: roundedValue)
                game.startNewRound(points: points)
                print("slider \(roundedValue): \(points) points, total \(game.score), next target \(game.target)")
            }
        } message: {
            let roundedValue = Int(sliderValue.rounded())
            Text("The slider's value is \(roundedValue).\nYou scored \(game.points(sliderValue: roundedValue)) points this round.")
        }
    }
}

:mount BullseyeView()
:step "Slider at 50" down
:step "Slider at 45" down
:tap "Hit me!"
:tap "Awesome!"
:step "Slider at 40" up
:step "Slider at 45" up
:step "Slider at 50" up
:step "Slider at 55" up
:step "Slider at 60" up
:step "Slider at 65" up
:tap "Hit me!"
:tap "Awesome!"
:tap "Start Over"

// expect: slider 40: 200 points, total 200, next target 73
// expect: slider 70: 97 points, total 297, next target 12
// expect: restarted, target 40
