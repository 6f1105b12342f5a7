// An operator the compiler check accepts and ObsREPL leaves out stops with an error that names it, rather than
// "has no member" or a wrong answer (README, "Not supported yet": Combine's `timeout`, `subscribe(on:)`,
// `multicast`, `buffer` and the others it lists).
import Combine
import Foundation

let subject = PassthroughSubject<Int, Never>()
let t = subject.timeout(.seconds(1), scheduler: DispatchQueue.main).sink { print($0) }
// expect-error: not supported yet: Combine's 'timeout'
