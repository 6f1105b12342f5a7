// On Apple platforms `import SwiftUI` brings Foundation, so its names are there without `import Foundation`.
// Expected output: written by hand (swiftc on this Linux machine has no SwiftUI module); the values are the same as in
// fixtures 961 and 966, which swiftc ran.
import SwiftUI

let fixed = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!
print(fixed.uuidString.count, Decimal(string: "0.1")! + Decimal(string: "0.2")!)
print("a, b".components(separatedBy: ", "), sqrt(16.0))

// expect: 36 0.3
// expect: ["a", "b"] 4.0
