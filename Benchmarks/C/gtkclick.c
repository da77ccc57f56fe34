/* The GTK 4 peer of the click-to-pixel case: a 320×240 window whose GtkDrawingArea draws the same rounded
   square as tapestry-hello and the C floor (xapp.c), toggled between blue and orange when a click is released.
   With "startup" it is also the start-up case's peer (the square is drawn from the first frame). */
#include <gtk/gtk.h>
#include <math.h>
#include "rounded.h"

static int blue = 1;

static void draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    rounded(cr, 100, 60, 120, 120, 16);
    if (blue) cairo_set_source_rgb(cr, 0, 122 / 255.0, 1); else cairo_set_source_rgb(cr, 1, 149 / 255.0, 0);
    cairo_fill(cr);
}

static void released(GtkGestureClick *gesture, int n, double x, double y, gpointer area) {
    blue = !blue;
    gtk_widget_queue_draw(GTK_WIDGET(area));
}

static void activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "gtk-peer");
    gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
    gtk_window_set_default_size(GTK_WINDOW(window), 320, 240);
    GtkWidget *area = gtk_drawing_area_new();
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "released", G_CALLBACK(released), area);
    gtk_widget_add_controller(area, GTK_EVENT_CONTROLLER(click));
    gtk_window_set_child(GTK_WINDOW(window), area);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(app), 1, argv);
}
