import Screens
import TextUI

/// Draws the seller profile: the list's layout of the seller's products, the seller's name in the header.
enum SellerProfileView {
    static func draw(_ view: SellerProfileViewState, legend: String, on canvas: inout Canvas, tick: Int) {
        ListView.draw(view.products, title: view.title, legend: legend, on: &canvas, tick: tick)
    }
}
